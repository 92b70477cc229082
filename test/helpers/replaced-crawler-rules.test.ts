import { describe, expect, it } from 'vitest';
import { ApiReader, REPLACED_RULES, signedHash as h } from './replaced-crawler-rules.js';

/** An API of two components, one monolingual (template) and one bilingual. */
class FakeApi extends ApiReader {
  constructor(private readonly objects: Record<string, unknown>) { super(); }
  override json(url: string): Promise<unknown> {
    return url in this.objects ? Promise.resolve(this.objects[url]) : Promise.reject(new Error(`${url} answered 404`));
  }
}
const A = 'http://x/api/';
const mono = { slug: 'app', file_format: 'aresource', template: 'res/values/strings.xml' };
const po = { slug: 'po', file_format: 'po', template: '' };
const keyed = { id_hash: h('greeting'), content_hash: h('Hello' + 'greeting'), source: ['Hello'], context: 'greeting', translation: `${A}translations/p/app/de/` };
const bilingualWithWrongHash = { id_hash: h('greeting'), content_hash: h('Hellogreeting'), source: ['Hello'], context: 'greeting', translation: `${A}translations/p/po/de/` };
const api = new FakeApi({
  [`${A}translations/p/app/de/`]: { component: mono, is_source: false, filename: 'res/values-de/strings.xml' },
  [`${A}translations/p/po/de/`]: { component: po, is_source: false, filename: 'de.po' },
  [`${A}translations/p/app/en/`]: { component: mono, is_source: true, filename: 'res/values/strings.xml' },
  [`${A}translations/p/po/en/`]: { component: po, is_source: true, filename: 'en.po' },
  [`${A}units/1/`]: keyed,
  [`${A}units/2/`]: bilingualWithWrongHash,
  [`${A}categories/1/`]: { id: 1, slug: 'c' },
});
const rule = (check: string) => REPLACED_RULES.find((r) => r.check === check)!;

describe('the crawler rules issues 19 and 20 replace', () => {
  it('hash as compatibility.md §15 gives', () => {
    expect(h('Message')).toBe('8445691827737211251');
    expect(h('ContextMessage')).toBe('-1602104568316855346');
  });

  it('accept a keyed unit hashed as Weblate does and refuse the same hashes on a bilingual unit', async () => {
    const message = (u: typeof keyed) => `unit: id_hash ${u.id_hash} != content_hash ${u.content_hash}`;
    expect(await rule('unit.hash').verify({ url: `${A}units/1/`, message: message(keyed) }, api)).toBeNull();
    expect(await rule('unit.hash').verify({ url: `${A}units/2/`, message: message(bilingualWithWrongHash) }, api)).toMatch(/bilingual/);
    expect(await rule('unit.id-hash').verify({ url: `${A}units/1/`, message: `unit.id_hash: ${keyed.id_hash}, expected 1` }, api)).toBeNull();
  });

  it('accept Weblate\'s mimetype for a non-gettext download only', async () => {
    const file = (c: string) => `${A}translations/p/${c}/de/file/`;
    expect(await rule('file.type').verify({ url: file('app'), message: 'download is application/xml named .xml, expected undefined named .xml' }, api)).toBeNull();
    expect(await rule('file.type').verify({ url: file('app'), message: 'download is text/plain named .xml, expected undefined named .xml' }, api)).toMatch(/not Weblate's/);
    expect(await rule('http.content-type').verify({ url: file('po'), message: 'Content-Type is "text/plain", expected text/x-po or application/x-tbx' }, api)).toMatch(/po download/);
  });

  it('accept category routes that answer, and a template as the source filename of a monolingual component only', async () => {
    expect(await rule('route.known').verify({ url: `${A}categories/1/`, message: '' }, api)).toBeNull();
    expect(await rule('route.known').verify({ url: `${A}elsewhere/`, message: '' }, api)).toMatch(/not a category route/);
    expect(await rule('translation.filename').verify({ url: `${A}translations/p/app/en/`, message: 'filename' }, api)).toBeNull();
    expect(await rule('translation.filename').verify({ url: `${A}translations/p/po/en/`, message: 'filename' }, api)).toMatch(/not the template/);
  });
});
