import type { FileFormat } from '../file-format.js';
import { STRINGS_DIALECT } from '../properties/key-value-dialect.js';
import { generateAppleStrings } from '../properties/generate-key-value.js';
import { parseKeyValue } from '../properties/parse-key-value.js';
import { decodeUtf16ByBom, decodeUtf8WithoutBom } from '../text-decoders.js';

/** Weblate's `strings`: Apple `"key" = "value";` files in UTF-16 (by their BOM). */
export const APPLE_STRINGS = {
  id: 'strings',
  name: 'iOS strings (UTF-16)',
  extensions: ['strings'],
  contentType: 'text/plain',
  monolingual: true,
  glossary: false,
  decode: decodeUtf16ByBom,
  parse: (text, file) => parseKeyValue(text, file, STRINGS_DIALECT),
  generate: (units) => generateAppleStrings(units, true),
} as const satisfies FileFormat;

/** Weblate's `strings-utf8`: the same in UTF-8. */
export const APPLE_STRINGS_UTF8 = {
  ...APPLE_STRINGS,
  id: 'strings-utf8',
  name: 'iOS strings (UTF-8)',
  decode: decodeUtf8WithoutBom,
  generate: (units) => generateAppleStrings(units, false),
} as const satisfies FileFormat;
