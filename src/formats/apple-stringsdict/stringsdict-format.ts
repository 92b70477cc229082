import type { FileFormat } from '../file-format.js';
import { decodeXml } from '../xml/decode-xml.js';
import { generateStringsdict } from './generate-stringsdict.js';
import { parseStringsdict } from './parse-stringsdict.js';

/**
 * Weblate's `stringsdict` (StringsDictFile: extension stringsdict, application/x-plist). Its plural
 * is Weblate's "CLDR plural with zero": a `zero` form first for every language.
 */
export const APPLE_STRINGSDICT = {
  id: 'stringsdict',
  name: 'Stringsdict file',
  extensions: ['stringsdict'],
  contentType: 'application/x-plist',
  monolingual: true,
  pluralSource: 'cldr-zero',
  glossary: false,
  decode: decodeXml,
  parse: (text, file, context) => parseStringsdict(text, file, context),
  generate: generateStringsdict,
} as const satisfies FileFormat;
