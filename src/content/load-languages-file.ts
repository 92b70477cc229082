import fs from 'node:fs';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { LanguageOverride } from '../languages/language.js';
import type { ContentContext } from './load-content.js';
import { parseYamlFile, sequenceItems } from './read-yaml.js';
import { validateMapping } from './schema.js';
import { LANGUAGE_SCHEMA, PLURAL_SCHEMA } from './schemas.js';

const FILE = 'languages.yaml';

/** content/languages.yaml: a list of languages that add to or override the catalogue. */
export function loadLanguagesFile(ctx: ContentContext, bag: DiagnosticBag): LanguageOverride[] {
  if (!ctx.exists(FILE) || !ctx.checkInside(FILE)) return [];
  const yaml = parseYamlFile(fs.readFileSync(ctx.abs(FILE), 'utf8'), FILE, bag);
  if (!yaml) return [];
  if (yaml.root === null) return [];
  const items = sequenceItems(yaml.root);
  if (items === null) {
    bag.error(FILE, 1, 1, 'wrong-type', 'languages.yaml must be a list of languages');
    return [];
  }
  const result: LanguageOverride[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const mapping = validateMapping(yaml, item, LANGUAGE_SCHEMA, 'language', bag);
    if (!mapping || typeof mapping.values.code !== 'string') continue;
    const v = mapping.values;
    const at = (key: string) => mapping.positions[key] ?? yaml.locate(item);
    const override: LanguageOverride = { code: v.code as string };
    if (seen.has(override.code)) {
      bag.error(FILE, at('code').line, at('code').column, 'language-duplicate', `language ${override.code} is declared twice`);
      continue;
    }
    seen.add(override.code);
    if (typeof v.name === 'string') override.name = v.name;
    if (v.direction !== undefined) {
      if (v.direction === 'ltr' || v.direction === 'rtl') override.direction = v.direction;
      else bag.error(FILE, at('direction').line, at('direction').column, 'wrong-type', 'direction must be ltr or rtl');
    }
    if (typeof v.population === 'number') override.population = v.population;
    if (Array.isArray(v.aliases)) override.aliases = v.aliases as string[];
    if (v.plural !== undefined) {
      const plural = validateMapping(yaml, mapping.nodes.plural ?? null, PLURAL_SCHEMA, 'plural', bag);
      if (plural && typeof plural.values.number === 'number' && typeof plural.values.formula === 'string') {
        override.plural = { number: plural.values.number, formula: plural.values.formula };
      }
    }
    result.push(override);
  }
  return result;
}
