import type { FileFormat } from '../file-format.js';
import { decodeXml } from '../xml/decode-xml.js';
import { parseResx } from './parse-resx.js';

/** Weblate's `resx` (RESXFile: extension resx, text/microsoft-resx). */
export const RESX = {
  id: 'resx',
  name: '.NET resource file',
  extensions: ['resx'],
  contentType: 'text/microsoft-resx',
  monolingual: true,
  glossary: false,
  decode: decodeXml,
  parse: (text, file) => parseResx(text, file),
} as const satisfies FileFormat;
