import type { FileFormat } from '../file-format.js';
import { decodePo } from './decode-po.js';
import { parsePo } from './parse-po.js';

export const GETTEXT_PO = {
  id: 'po',
  name: 'gettext PO file',
  extensions: ['po'],
  contentType: 'text/x-po',
  monolingual: false,
  glossary: false,
  decode: decodePo,
  parse: (text, file) => parsePo(text, file),
} as const satisfies FileFormat;
