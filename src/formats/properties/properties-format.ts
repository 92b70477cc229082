import type { FileFormat } from '../file-format.js';
import { decodeLatin1, decodeUtf8WithoutBom } from '../text-decoders.js';
import { JAVA_DIALECT } from './key-value-dialect.js';
import { generateProperties } from './generate-key-value.js';
import { parseKeyValue } from './parse-key-value.js';

/** Weblate's `properties`: Java properties in ISO-8859-1, other characters as `\uXXXX`. */
export const JAVA_PROPERTIES = {
  id: 'properties',
  name: 'Java Properties (ISO 8859-1)',
  extensions: ['properties'],
  contentType: 'text/plain',
  monolingual: true,
  glossary: false,
  decode: decodeLatin1,
  parse: (text, file) => parseKeyValue(text, file, JAVA_DIALECT),
  generate: (units) => generateProperties(units, true),
} as const satisfies FileFormat;

/** Weblate's `properties-utf8`: Java properties in UTF-8. */
export const JAVA_PROPERTIES_UTF8 = {
  ...JAVA_PROPERTIES,
  id: 'properties-utf8',
  name: 'Java Properties (UTF-8)',
  // Weblate sets this on properties-utf8 only, not on the ISO 8859-1 variant.
  checkFlags: 'auto-java-messageformat',
  decode: decodeUtf8WithoutBom,
  generate: (units) => generateProperties(units, false),
} as const satisfies FileFormat;
