import { type FileFormat } from '../file-format.js';
import { decodeUtf8WithoutBom } from '../text-decoders.js';
import { generateJson, JSON_LAYOUTS } from './generate-json.js';
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
  generate: (units, context) => generateJson(JSON_LAYOUTS.json, units, context),
} as const satisfies FileFormat;

/** Weblate's `json-nested`: read as `json` is. */
export const JSON_NESTED = {
  ...JSON_FLAT,
  id: 'json-nested',
  name: 'JSON nested structure file',
  generate: (units, context) => generateJson(JSON_LAYOUTS.jsonNested, units, context),
} as const satisfies FileFormat;
