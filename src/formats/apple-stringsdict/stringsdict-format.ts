import { decodeUtf8, type FileFormat } from '../file-format.js';
import { parseStringsdict } from './parse-stringsdict.js';

/** Weblate's `stringsdict` (StringsDictFile: extension stringsdict, application/x-plist). */
export const APPLE_STRINGSDICT = {
  id: 'stringsdict',
  name: 'Stringsdict file',
  extensions: ['stringsdict'],
  contentType: 'application/x-plist',
  monolingual: true,
  glossary: false,
  decode: decodeUtf8,
  parse: (text, file, context) => parseStringsdict(text, file, context),
} as const satisfies FileFormat;
