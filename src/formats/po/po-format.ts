import { decodeUtf8, type FileFormat } from '../file-format.js';
import { parsePo } from './parse-po.js';

export const GETTEXT_PO = {
  id: 'po',
  name: 'gettext PO file',
  extensions: ['po'],
  contentType: 'text/x-po',
  monolingual: false,
  glossary: false,
  decode: decodeUtf8,
  parse: (text, file) => parsePo(text, file),
} as const satisfies FileFormat;
