import type { FileFormat } from '../file-format.js';
import { decodeXml } from '../xml/decode-xml.js';
import { parseXliff } from './parse-xliff.js';

/** Weblate's `xliff`: XLIFF 1.2 with placeables (RichXliffUnit; xlifffile: xlf, application/x-xliff). */
export const XLIFF = {
  id: 'xliff',
  name: 'XLIFF 1.2 with placeables support',
  extensions: ['xlf', 'xliff'],
  contentType: 'application/x-xliff',
  // bilingual, or monolingual with a template (Weblate's XLIFF is either)
  monolingual: null,
  glossary: false,
  decode: decodeXml,
  parse: (text, file) => parseXliff(text, file, { placeables: true }),
} as const satisfies FileFormat;

/** Weblate's `plainxliff`: XLIFF 1.2 whose inline elements are not placeables (only text counts). */
export const PLAIN_XLIFF = {
  id: 'plainxliff',
  name: 'XLIFF 1.2 translation file',
  extensions: ['xlf', 'xliff'],
  contentType: 'application/x-xliff',
  // bilingual, or monolingual with a template (Weblate's XLIFF is either)
  monolingual: null,
  glossary: false,
  decode: decodeXml,
  parse: (text, file) => parseXliff(text, file, { placeables: false }),
} as const satisfies FileFormat;
