import type { FileFormat } from '../file-format.js';
import { decodeXml } from '../xml/decode-xml.js';
import { parseXliff2 } from './parse-xliff2.js';

/**
 * Weblate's `xliff2` (since 5.15): XLIFF 2.0 whose inline elements are not placeables (only text
 * counts). Bilingual only, as in Weblate. Downloads are typed by extension (manifest-head.ts), so
 * `.xlf` keeps XLIFF 1.2's `application/x-xliff` whichever version the file is.
 */
export const XLIFF2 = {
  id: 'xliff2',
  name: 'XLIFF 2.0 translation file',
  extensions: ['xlf', 'xliff'],
  contentType: 'application/x-xliff',
  monolingual: false,
  glossary: false,
  decode: decodeXml,
  parse: (text, file) => parseXliff2(text, file, { placeables: false }),
} as const satisfies FileFormat;

/** Weblate's `xliff2-placeables`: XLIFF 2.0 whose inline elements (`<ph/>`, `<pc>`) stay as XML. */
export const XLIFF2_PLACEABLES = {
  id: 'xliff2-placeables',
  name: 'XLIFF 2.0 with placeables support',
  extensions: ['xlf', 'xliff'],
  contentType: 'application/x-xliff',
  monolingual: false,
  glossary: false,
  decode: decodeXml,
  parse: (text, file) => parseXliff2(text, file, { placeables: true }),
} as const satisfies FileFormat;
