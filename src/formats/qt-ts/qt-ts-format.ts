import type { FileFormat } from '../file-format.js';
import { decodeXml } from '../xml/decode-xml.js';
import { parseQtTs } from './parse-qt-ts.js';

/** Weblate's `ts` (TSFormat over translate-toolkit's tsfile: extension ts, application/x-linguist). */
export const QT_TS = {
  id: 'ts',
  name: 'Qt Linguist translation file',
  extensions: ['ts'],
  contentType: 'application/x-linguist',
  monolingual: false,
  glossary: false,
  decode: decodeXml,
  parse: (text, file, context) => parseQtTs(text, file, context),
} as const satisfies FileFormat;
