import { describe, expect, it } from 'vitest';
import { FILE_FORMATS, downloadExtensions, findFormat } from './registry.js';

describe('the format registry', () => {
  it('names each format once, by a Weblate id, with extensions and a content type', () => {
    const ids = FILE_FORMATS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of FILE_FORMATS) {
      expect(f.id).toMatch(/^[a-z0-9-]+$/);
      expect(f.extensions.length).toBeGreaterThan(0);
      expect(f.contentType).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/);
      expect(findFormat(f.id)).toBe(f);
    }
    expect(findFormat('xliff-unknown')).toBeUndefined();
  });

  it('offers every extension once for downloads', () => {
    const extensions = downloadExtensions();
    expect(new Set(extensions).size).toBe(extensions.length);
    expect(extensions.slice(0, 2)).toEqual(['po', 'tbx']);
  });

  it('parses through the format, whatever its id', () => {
    const po = findFormat('po')!;
    const parsed = po.parse(po.decode(Buffer.from('msgid "a"\nmsgstr "b"\n')), 'x.po', {
      sourceLanguage: 'en', targetLanguage: 'de', catalogue: undefined as never,
    });
    expect(parsed.entries.map((e) => [e.source, e.target])).toEqual([[['a'], ['b']]]);
  });
});
