import { decodeUtf8, type FileFormat } from '../file-format.js';
import { parseResx } from './parse-resx.js';

/** Weblate's `resx` (RESXFile: extension resx, text/microsoft-resx). */
export const RESX = {
  id: 'resx',
  name: '.NET resource file',
  extensions: ['resx'],
  contentType: 'text/microsoft-resx',
  monolingual: true,
  glossary: false,
  decode: decodeUtf8,
  parse: (text, file) => parseResx(text, file),
} as const satisfies FileFormat;
