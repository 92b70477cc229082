import { type FileFormat } from '../file-format.js';
import { decodeUtf8WithoutBom } from '../text-decoders.js';
import { parseJsonFile } from './parse-json-file.js';
import { walkJsonTree } from './walk-json-tree.js';

/**
 * Weblate's `json`: every string leaf is a unit keyed by its path joined with `.` (translate-toolkit
 * reads flat and nested files alike; they differ only when written).
 */
export const JSON_FLAT = {
  id: 'json',
  name: 'JSON file',
  extensions: ['json'],
  contentType: 'application/json',
  monolingual: true,
  glossary: false,
  decode: decodeUtf8WithoutBom,
  parse: (text, file) => parseJsonFile(text, file, 'any', (root, positions, diagnostics) => walkJsonTree(root, positions, file, diagnostics)),
} as const satisfies FileFormat;

/** Weblate's `json-nested`: read as `json` is. */
export const JSON_NESTED = {
  ...JSON_FLAT,
  id: 'json-nested',
  name: 'JSON nested structure file',
} as const satisfies FileFormat;
