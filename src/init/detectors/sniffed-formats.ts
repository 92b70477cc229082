import type { FormatDetector } from '../format-detector.js';
import { readHeads } from './sniff-text.js';

const lower = (path: string) => path.toLowerCase();
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** Dependencies and tool folders (`.github/`, `node_modules/`) hold no translations. */
const inToolFolder = (path: string) => /(^|\/)(node_modules|vendor|\.[^/]*)\//.test(path);

/** Qt Linguist `.ts` files (Weblate's `ts`): told from TypeScript by their `<TS>` root element. */
export const QT_TS: FormatDetector = {
  fileFormat: 'ts',
  description: 'Qt Linguist files (*.ts with a <TS> root)',
  glossary: false,
  isTranslationFile: (path) => lower(path).endsWith('.ts') && !lower(path).endsWith('.d.ts') && !inToolFolder(path),
  sniffFormat: (fileSet, read) => (readHeads(fileSet, read).some((head) => /<TS[\s>]/.test(head)) ? 'ts' : null),
};

/** Configuration files that are YAML but never translations. */
const YAML_TOOL_FILES = /^(docker-compose.*|\.?gitlab-ci|mkdocs|pubspec(\.lock)?|action|_config|serverless|openapi|swagger|environment|netlify|codecov|dependabot|pnpm-lock|\.?pre-commit-config|\.?readthedocs|app|application(-[a-z]+)?)\.ya?ml$/i;

/** A language code as the first key (`en:`) of a Rails locale file. */
const LANGUAGE_ROOT = /^(?:["']?)([a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*)(?:["']?):[ \t]*(?:#.*)?$/;

/**
 * Weblate's `yaml` and `ruby-yaml` (`config/locales/<code>.yml`): `ruby-yaml` when every file's
 * first top-level key is a language code, as Rails writes them, else `yaml`.
 */
export const YAML_FILES: FormatDetector = {
  fileFormat: 'yaml',
  description: 'YAML files (*.yml, *.yaml; Rails locale files as ruby-yaml)',
  glossary: false,
  monolingual: true,
  isTranslationFile: (path) => /\.ya?ml$/i.test(path) && !inToolFolder(path) && !YAML_TOOL_FILES.test(fileName(path)),
  sniffFormat: (fileSet, read) => {
    const heads = readHeads(fileSet, read);
    const firstKey = (head: string) => head.split(/\r?\n/).find((line) => /^[^\s#-]/.test(line) && line !== '---') ?? '';
    return heads.length > 0 && heads.every((head) => LANGUAGE_ROOT.test(firstKey(head))) ? 'ruby-yaml' : 'yaml';
  },
};

/**
 * Weblate's `csv`, as the build reads it (bilingual): files whose header row names a `source`
 * column; other CSV files named after a language are data, not translations.
 */
export const CSV_FILES: FormatDetector = {
  fileFormat: 'csv',
  description: 'CSV files (*.csv with a source column)',
  glossary: false,
  isTranslationFile: (path) => lower(path).endsWith('.csv') && !inToolFolder(path),
  sniffFormat: (fileSet, read) => {
    const heads = readHeads(fileSet, read);
    const header = (head: string) => (head.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '').split(/[,;\t]/).map((f) => f.trim().replace(/^"|"$/g, '').toLowerCase());
    return heads.length > 0 && heads.every((head) => header(head).includes('source')) ? 'csv' : null;
  },
};
