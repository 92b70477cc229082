import { decodeUtf8, type FileFormat } from '../file-format.js';
import { parseTbx } from './parse-tbx.js';

export const TBX = {
  id: 'tbx',
  name: 'TermBase eXchange file',
  extensions: ['tbx'],
  contentType: 'application/x-tbx',
  monolingual: false,
  glossary: true,
  decode: decodeUtf8,
  parse: (text, file, context) => parseTbx(text, file, {
    sourceLanguage: context.sourceLanguage,
    targetLanguage: context.targetLanguage,
    canonicalize: (code) => context.catalogue.resolveCode(code),
  }),
} as const satisfies FileFormat;
