import { describe, expect, it } from 'vitest';
import { formatContext } from '../../../test/helpers/format-context.js';
import { formatPlural } from '../format-plural.js';
import type { GeneratedFileUnit } from '../generated-file.js';
import { loadLanguageCatalogue } from '../../languages/load-language-catalogue.js';
import { generateStringsdict } from './generate-stringsdict.js';
import { parseStringsdict } from './parse-stringsdict.js';
import { APPLE_STRINGSDICT } from './stringsdict-format.js';

const catalogue = loadLanguageCatalogue([]);
const TEMPLATE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>n_files</key>
	<dict>
		<key>NSStringLocalizedFormatKey</key>
		<string>%#@files@ in %#@folders@</string>
		<key>files</key>
		<dict>
			<key>NSStringFormatSpecTypeKey</key>
			<string>NSStringPluralRuleType</string>
			<key>NSStringFormatValueTypeKey</key>
			<string>d</string>
			<key>zero</key>
			<string>No files &amp; no &lt;dirs&gt;</string>
			<key>one</key>
			<string>%d file</string>
			<key>other</key>
			<string>%d files</string>
		</dict>
		<key>folders</key>
		<dict>
			<key>NSStringFormatSpecTypeKey</key>
			<string>NSStringPluralRuleType</string>
			<key>NSStringFormatValueTypeKey</key>
			<string>lu</string>
			<key>one</key>
			<string>%lu folder</string>
			<key>other</key>
			<string>%lu folders</string>
		</dict>
	</dict>
</dict>
</plist>
`;

/** The units the build hands a format's `generate`, from a parsed file. */
function unitsOf(text: string, language: string): GeneratedFileUnit[] {
  const parsed = parseStringsdict(text, 'Localizable.stringsdict', formatContext(language, APPLE_STRINGSDICT));
  expect(parsed.diagnostics).toEqual([]);
  return parsed.entries.map((e) => ({ key: e.context, forms: e.target, plural: e.target.length > 1, readOnly: false }));
}

const categoriesOf = (language: string) => formatPlural(APPLE_STRINGSDICT, catalogue.getLanguage(language).language).categories;

describe('generateStringsdict', () => {
  it('writes the zero form back first and reproduces the file, value types included (en)', () => {
    const units = unitsOf(TEMPLATE, 'en');
    expect(units[1]).toMatchObject({ key: 'n_files:files', forms: ['No files & no <dirs>', '%d file', '%d files'] });
    expect(generateStringsdict(units, { languageCode: 'en', categories: categoriesOf('en') })).toBe(TEMPLATE);
  });

  it('reads back as what was written in a language with more forms, leaving empty forms out (ru)', () => {
    const units: GeneratedFileUnit[] = [
      { key: 'n', forms: ['%#@v@'], plural: false, readOnly: false },
      { key: 'n:v', forms: ['', '%d файл', '%d файла', '%d файлов'], plural: true, readOnly: false },
      { key: 'a:b', forms: ['ноль', '', '', '%d'], plural: true, readOnly: false },
    ];
    const file = generateStringsdict(units, { languageCode: 'ru', categories: categoriesOf('ru') });
    expect(file).not.toContain('<key>zero</key>\n\t\t\t<string></string>');
    expect(unitsOf(file, 'ru')).toEqual(units);
  });

  it('writes an empty dictionary for no units', () => {
    expect(generateStringsdict([], { languageCode: 'de', categories: categoriesOf('de') })).toContain('<plist version="1.0">\n<dict/>\n</plist>\n');
  });
});
