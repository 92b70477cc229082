import type { FileFormat } from '../file-format.js';
import { fileCategories } from '../plural-categories.js';
import { decodeUtf8WithoutBom } from '../text-decoders.js';
import { parseYamlFile } from './parse-yaml-file.js';

/** Weblate's `yaml`: nested YAML keys joined with `->` (translate-toolkit's unit id). */
export const YAML_FILE = {
  id: 'yaml',
  name: 'YAML file',
  extensions: ['yml', 'yaml'],
  contentType: 'text/yaml',
  monolingual: true,
  glossary: false,
  decode: decodeUtf8WithoutBom,
  parse: (text, file) => parseYamlFile(text, file, { languageRoot: false, pluralCategories: null }),
} as const satisfies FileFormat;

/**
 * Weblate's `ruby-yaml` (Rails i18n): the single top-level key is the language code; a mapping
 * of CLDR categories (`one:`, `other:`) is a plural.
 */
export const RUBY_YAML = {
  ...YAML_FILE,
  id: 'ruby-yaml',
  name: 'Ruby YAML file',
  parse: (text, file, context) => parseYamlFile(text, file, { languageRoot: true, pluralCategories: fileCategories(context) }),
} as const satisfies FileFormat;
