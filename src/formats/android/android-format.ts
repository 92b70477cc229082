import type { FileFormat } from '../file-format.js';
import { decodeXml } from '../xml/decode-xml.js';
import { generateAndroid } from './generate-android.js';
import { parseAndroid } from './parse-android.js';

/** Weblate's `aresource` (AndroidFormat: extension xml, MIME type application/xml). */
export const ANDROID_RESOURCE = {
  id: 'aresource',
  name: 'Android String Resource',
  extensions: ['xml'],
  contentType: 'application/xml',
  monolingual: true,
  glossary: false,
  checkFlags: 'java-printf-format',
  strictFormatPlurals: true,
  decode: decodeXml,
  parse: (text, file, context) => parseAndroid(text, file, context),
  generate: generateAndroid,
} as const satisfies FileFormat;
