import { describe, expect, it } from 'vitest';
import { CONVERSION_FORMATS, conversionHeaders, conversionRefusal, findConversionFormat } from './conversion-formats.js';
import { sampleView } from './sample-view.test-fixture.js';

describe('CONVERSION_FORMATS', () => {
  it("holds Weblate's format names, once each", () => {
    const names = CONVERSION_FORMATS.map((format) => format.name);
    expect(names).toEqual(['po', 'mo', 'xliff', 'xliff11', 'tbx', 'tmx', 'csv']);
  });

  it('refuses a format it does not offer, and MO for a translation that is not gettext PO', () => {
    expect(findConversionFormat('xlsx')).toBeUndefined();
    expect(findConversionFormat('PO')).toBeUndefined();
    expect(findConversionFormat('mo')?.supports(sampleView({ fileFormat: 'tbx' }))).toBe(false);
    expect(findConversionFormat('mo')?.supports(sampleView())).toBe(true);
    expect(findConversionFormat('tbx')?.supports(sampleView({ fileFormat: 'tbx' }))).toBe(true);
    expect(conversionRefusal('xlsx', sampleView())).toBe('Conversion to xlsx is not supported');
    expect(conversionRefusal('mo', sampleView({ fileFormat: 'tbx' }))).toBe('File format is not compatible with this translation');
    expect(conversionRefusal('mo', sampleView())).toBeNull();
  });

  it("sends the exporter's Content-Type and names the file <project>-<component>-<language>.<extension>", () => {
    const xliff = findConversionFormat('xliff11')!;
    expect(conversionHeaders(xliff, sampleView())).toEqual({
      'Content-Type': 'application/x-xliff+xml; charset=utf-8',
      'Content-Disposition': 'attachment; filename=demo-core-fr.xlf',
    });
    expect(conversionHeaders(findConversionFormat('mo')!, sampleView())['Content-Type']).toBe('application/x-gettext-catalog; charset=utf-8');
    const serbian = sampleView({ targetLanguage: { code: 'sr@latin', name: 'Serbian (latin)' } });
    expect(conversionHeaders(findConversionFormat('po')!, serbian)['Content-Disposition']).toBe('attachment; filename="demo-core-sr@latin.po"');
  });

  it('generates every format deterministically from the same view', () => {
    for (const format of CONVERSION_FORMATS) {
      const one = Buffer.from(format.generate(sampleView()));
      expect(one.length).toBeGreaterThan(0);
      expect(one.equals(Buffer.from(format.generate(sampleView())))).toBe(true);
    }
  });
});
