import { type FileFormat } from '../file-format.js';
import { decodeUtf8WithoutBom } from '../text-decoders.js';
import { fileCategories } from '../plural-categories.js';
import { i18nextV3Grouper, i18nextV4Grouper } from './i18next-plurals.js';
import { generateJson, JSON_LAYOUTS } from './generate-json.js';
import { parseJsonFile } from './parse-json-file.js';
import { walkJsonTree } from './walk-json-tree.js';

/** Weblate's `i18next` (v3): nested JSON whose `key_plural` / `key_0`… keys are plural forms. */
export const I18NEXT_V3 = {
  id: 'i18next',
  name: 'i18next JSON file v3',
  extensions: ['json'],
  contentType: 'application/json',
  monolingual: true,
  glossary: false,
  checkFlags: 'i18next-interpolation',
  decode: decodeUtf8WithoutBom,
  parse: (text, file, context) =>
    parseJsonFile(text, file, 'any', (root, positions, diagnostics) =>
      walkJsonTree(root, positions, file, diagnostics, i18nextV3Grouper(fileCategories(context).length)),
    ),
  generate: (units, context) => generateJson(JSON_LAYOUTS.i18nextV3, units, context),
} as const satisfies FileFormat;

/** Weblate's `i18nextv4`: nested JSON whose `key_one`, `key_other`… keys are plural forms by CLDR category. */
export const I18NEXT_V4 = {
  ...I18NEXT_V3,
  id: 'i18nextv4',
  name: 'i18next JSON file v4',
  parse: (text, file, context) =>
    parseJsonFile(text, file, 'any', (root, positions, diagnostics) =>
      walkJsonTree(root, positions, file, diagnostics, i18nextV4Grouper(fileCategories(context))),
    ),
  generate: (units, context) => generateJson(JSON_LAYOUTS.i18nextV4, units, context),
} as const satisfies FileFormat;
