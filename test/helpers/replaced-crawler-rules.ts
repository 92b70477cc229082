/**
 * Rules of the shared conformance crawler that issues 19 and 20 replace on purpose.
 *
 * The crawler (../shared/conformance/crawl.mjs) predates non-gettext formats and Weblate 5's
 * categories. Where an issue asks for Weblate's behaviour and the crawler enforces the older rule,
 * the crawler reports a failure that is in fact the wanted answer. Each rule here names the check it
 * replaces and re-verifies every reported failure independently against the served API, so a
 * failure of the same kind with any other cause still fails the test.
 */
import siphash24 from 'siphash24';

export interface CrawlFailure { url: string; message: string }

/** Verifies one reported failure; returns why it is NOT the replaced rule at work, or null when it is. */
type Verify = (failure: CrawlFailure, api: ApiReader) => Promise<string | null>;

export interface ReplacedRule { check: string; issue: number; why: string; verify: Verify }

/** Reads JSON from the served API (memoised: a crawl reports up to 20 failures per check). */
export class ApiReader {
  private readonly cache = new Map<string, Promise<unknown>>();
  json(url: string): Promise<unknown> {
    const href = url;
    let got = this.cache.get(href);
    if (!got) {
      got = fetch(href, { headers: { accept: 'application/json' } }).then(async (res) => {
        if (res.status !== 200) throw new Error(`${href} answered ${res.status}`);
        // Hashes are 64-bit integers: read them as strings, not as lossy numbers.
        return JSON.parse((await res.text()).replace(/"(id_hash|content_hash)":(-?\d+)/g, '"$1":"$2"')) as unknown;
      });
      this.cache.set(href, got);
    }
    return got;
  }
}

/** The mimetype of Weblate's format class for each file_format a component can have (weblate/formats/). */
export const WEBLATE_MIMETYPES: Readonly<Record<string, string>> = {
  po: 'text/x-po', 'po-mono': 'text/x-po', tbx: 'application/x-tbx', aresource: 'application/xml',
  xliff: 'application/x-xliff', plainxliff: 'application/x-xliff', xliff2: 'application/x-xliff',
  'xliff2-placeables': 'application/x-xliff', ts: 'application/x-linguist', resx: 'text/microsoft-resx',
  stringsdict: 'application/x-plist', xcstrings: 'application/json', json: 'application/json',
  'json-nested': 'application/json', i18next: 'application/json', i18nextv4: 'application/json',
  'go-i18n-json': 'application/json', arb: 'application/json', webextension: 'application/json',
  properties: 'text/plain', 'properties-utf8': 'text/plain', strings: 'text/plain', 'strings-utf8': 'text/plain',
  yaml: 'text/yaml', 'ruby-yaml': 'text/yaml', csv: 'text/csv',
};
/** The only formats the crawler knows; a replaced download rule never applies to them. */
const CRAWLER_FORMATS = new Set(['po', 'tbx']);

const KEY = new TextEncoder().encode('Weblate Sip Hash');
/** Signed H(text) of compatibility.md §10.10, as a decimal string (the test's own, not the product's). */
export function signedHash(text: string): string {
  const out = new Uint8Array(8);
  siphash24(new TextEncoder().encode(text), KEY, out);
  return String(new DataView(out.buffer).getBigUint64(0, true) - (1n << 63n));
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const apiRoot = (url: string): string => url.slice(0, url.indexOf('/api/') + 5);
const translationOf = (url: string): string | null => /^(.*\/api\/translations\/[^/]+\/[^/]+\/[^/]+\/)/.exec(url)?.[1] ?? null;

/** The object a failure names: `results[i]` of a list page, or the object at the URL. */
async function reportedObject(failure: CrawlFailure, api: ApiReader): Promise<unknown> {
  const body = await api.json(failure.url);
  const index = /^results\[(\d+)\]/.exec(failure.message)?.[1];
  return index !== undefined && isObj(body) && Array.isArray(body.results) ? body.results[Number(index)] : body;
}

async function componentOfTranslation(url: string, api: ApiReader): Promise<Json | null> {
  const t = await api.json(url);
  return isObj(t) && isObj(t.component) ? t.component : null;
}

/** The unit with `id_hash` on a unit page or unit object, and its component. */
async function keyedUnit(failure: CrawlFailure, idHash: string, api: ApiReader): Promise<string | null> {
  const body = await api.json(failure.url);
  const units = isObj(body) && Array.isArray(body.results) ? body.results : [body];
  const unit = units.find((u): u is Json => isObj(u) && String(u.id_hash) === idHash);
  if (!unit) return `no unit with id_hash ${idHash} at ${failure.url}`;
  const component = typeof unit.translation === 'string' ? await componentOfTranslation(unit.translation, api) : null;
  if (!component) return `unit ${idHash} names no translation with a component`;
  if (typeof component.template !== 'string' || component.template === '') return `unit ${idHash} is in bilingual component ${String(component.slug)}`;
  const source = Array.isArray(unit.source) ? unit.source.map(String) : [];
  const context = String(unit.context);
  if (String(unit.id_hash) !== signedHash(context)) return `unit ${idHash}: id_hash is not H(context)`;
  if (String(unit.content_hash) !== signedHash(source.join('\x1e\x1e') + context)) return `unit ${idHash}: content_hash is not H(source + context)`;
  return null;
}

const keyedHashes = (pattern: RegExp): Verify => async (failure, api) => {
  const idHash = pattern.exec(failure.message)?.[1];
  return idHash ? keyedUnit(failure, idHash, api) : `unrecognised message ${failure.message}`;
};

/** A download of a non-gettext translation: Weblate's mimetype for its format. */
async function weblateDownload(fileUrl: string, type: string, api: ApiReader): Promise<string | null> {
  const translation = translationOf(fileUrl);
  const component = translation ? await componentOfTranslation(translation, api) : null;
  const format = String(component?.file_format);
  if (CRAWLER_FORMATS.has(format)) return `${fileUrl} is a ${format} download`;
  return WEBLATE_MIMETYPES[format] === type ? null : `${fileUrl}: ${type} is not Weblate's ${WEBLATE_MIMETYPES[format]} for ${format}`;
}

export const REPLACED_RULES: readonly ReplacedRule[] = [
  {
    check: 'unit.hash', issue: 19,
    why: 'a monolingual unit has id_hash H(key) and content_hash H(source + key), so the two differ (Weblate TranslationUnit.id_hash)',
    verify: keyedHashes(/id_hash (-?\d+) != content_hash/),
  },
  {
    check: 'unit.id-hash', issue: 19,
    why: 'a monolingual unit\'s id_hash is H(key), not H(source + key); §10.10 states its rule for PO and TBX',
    verify: keyedHashes(/\.id_hash: (-?\d+), expected/),
  },
  {
    check: 'file.type', issue: 19,
    why: 'a download of a non-gettext format carries the mimetype of Weblate\'s format class; the crawler knows PO and TBX only',
    verify: async (failure, api) => {
      const type = /^download is (\S+) named \.(\w+)/.exec(failure.message)?.[1];
      return type ? weblateDownload(failure.url, type, api) : `unrecognised message ${failure.message}`;
    },
  },
  {
    check: 'http.content-type', issue: 19,
    why: 'the same downloads, checked on their headers',
    verify: async (failure, api) => {
      const type = /^Content-Type is "([^";]+)"/.exec(failure.message)?.[1];
      if (!type || !/\/file\/(\?.*)?$/.test(failure.url)) return `not a translation download: ${failure.url}: ${failure.message}`;
      return weblateDownload(failure.url, type, api);
    },
  },
  {
    check: 'route.known', issue: 20,
    why: 'Weblate 5\'s categories (/api/categories/, a project\'s categories_url, a component\'s category) are routes the crawler predates',
    verify: async (failure, api) => {
      const rel = failure.url.slice(apiRoot(failure.url).length).replace(/\?.*$/, '');
      if (!/^(projects\/[^/]+\/categories\/|categories\/(\d+\/(statistics\/)?)?)$/.test(rel)) return `${failure.url} is not a category route`;
      const body = await api.json(failure.url);
      return isObj(body) ? null : `${failure.url} answers no JSON object`;
    },
  },
  {
    check: 'translation.filename', issue: 19,
    why: 'a monolingual component\'s source translation is its template file, as in Weblate',
    verify: async (failure, api) => {
      const t = await reportedObject(failure, api);
      if (!isObj(t) || !isObj(t.component)) return `${failure.url}: ${failure.message} names no translation`;
      const template = t.component.template;
      return t.is_source === true && typeof template === 'string' && template !== '' && t.filename === template
        ? null : `${failure.url}: filename ${String(t.filename)} is not the template of a monolingual component`;
    },
  },
];
