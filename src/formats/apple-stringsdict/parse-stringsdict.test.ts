import { describe, expect, it } from 'vitest';
import { formatContext } from '../../../test/helpers/format-context.js';
import { parseStringsdict } from './parse-stringsdict.js';
import { APPLE_STRINGSDICT } from './stringsdict-format.js';

const plist = (body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n${body}\n</dict>\n</plist>\n`;

const entry = (key: string, variable: string): string =>
  `<key>${key}</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key><string>%#@${variable}@</string>\n<key>${variable}</key>\n<dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>zero</key><string>no file</string><key>one</key><string>%d soubor</string><key>few</key><string>%d soubory</string><key>other</key><string>%d souborů</string></dict>\n</dict>`;

describe('parseStringsdict', () => {
  it('gives a unit for the format key and a plural unit per variable on the language\'s categories', () => {
    const parsed = parseStringsdict(plist(entry('n_files', 'files')), 'cs.lproj/Localizable.stringsdict', formatContext('cs'));
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.entries.map((e) => [e.context, e.target, e.line, e.column])).toEqual([
      ['n_files', ['%#@files@'], 7, 1],
      // cs: one, few, other; the zero string has no CLDR form in Czech
      ['n_files:files', ['%d soubor', '%d soubory', '%d souborů'], 8, 1],
    ]);
    const ja = parseStringsdict(plist(entry('n_files', 'files')), 'ja.lproj/Localizable.stringsdict', formatContext('ja'));
    expect(ja.entries[1]?.target).toEqual(['%d souborů']);
  });

  it('with the format\'s plural (Weblate\'s plural with zero), reads the zero string as the first form in every language', () => {
    const cs = parseStringsdict(plist(entry('n_files', 'files')), 'cs.lproj/Localizable.stringsdict', formatContext('cs', APPLE_STRINGSDICT));
    expect(cs.entries[1]?.target).toEqual(['no file', '%d soubor', '%d soubory', '%d souborů']);
    expect(parseStringsdict(plist(entry('n_files', 'files')), 'ja.lproj/Localizable.stringsdict', formatContext('ja', APPLE_STRINGSDICT)).entries[1]?.target).toEqual(['no file', '%d souborů']);
    // Arabic has a zero category of its own: its six forms stay as they are
    expect(parseStringsdict(plist(entry('n_files', 'files')), 'ar.lproj/Localizable.stringsdict', formatContext('ar', APPLE_STRINGSDICT)).entries[1]?.target).toEqual(['no file', '%d soubor', '', '%d soubory', '', '%d souborů']);
    // without a zero string the first form is empty: the unit is untranslated, as in Weblate
    const noZero = plist(entry('n', 'v').replace('<key>zero</key><string>no file</string>', ''));
    expect(parseStringsdict(noZero, 'en.lproj/Localizable.stringsdict', formatContext('en', APPLE_STRINGSDICT)).entries[1]?.target).toEqual(['', '%d soubor', '%d souborů']);
  });

  it('reports an entry that is not a plural rule and skips it, keeping the others', () => {
    const other = '<key>bad</key>\n<dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringDeviceSpecificRuleType</string></dict></dict>';
    const parsed = parseStringsdict(plist(`${other}\n${entry('ok', 'n')}`), 'f.stringsdict', formatContext('en'));
    expect(parsed.diagnostics.map((d) => [d.code, d.line])).toEqual([['stringsdict-malformed', 6]]);
    expect(parsed.entries.map((e) => e.context)).toEqual(['ok', 'ok:n']);
  });

  it('reports a file that is not a plist dictionary, and malformed XML', () => {
    expect(parseStringsdict('<plist><array/></plist>', 'f.stringsdict', formatContext('en')).diagnostics.map((d) => d.code)).toEqual(['stringsdict-malformed']);
    expect(parseStringsdict(plist('<key>a</key><dict>'), 'f.stringsdict', formatContext('en')).diagnostics.map((d) => d.code)).toEqual(['xml-malformed']);
  });
});
