import type { Node } from 'yaml';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { isDeclarableCode } from '../languages/declared-code.js';
import { EQUIVALENCE_SAMPLES, evaluateFormula, validateFormula } from '../languages/plural-formula.js';
import type { ContentContext } from './content-context.js';
import type { DeclaredLanguage } from './content-types.js';
import { isEmptyNode, sequenceItems, type YamlFile } from './read-yaml.js';
import { validateMapping } from './schema.js';
import { LANGUAGE_SCHEMA, PLURAL_SCHEMA } from './schemas.js';

const FILE = 'languages.yaml';

/** content/languages.yaml: a list of languages that add to or override the catalogue. */
export function loadLanguagesFile(ctx: ContentContext, bag: DiagnosticBag): DeclaredLanguage[] {
  if (!ctx.exists(FILE)) return [];
  const yaml = ctx.parseYaml(FILE);
  return yaml ? readLanguageList(yaml, yaml.root, bag) : [];
}

/** A list of language overrides (languages.yaml, or static-tms.yaml's `languages`). */
export function readLanguageList(yaml: YamlFile, node: Node | null, bag: DiagnosticBag): DeclaredLanguage[] {
  const file = yaml.file;
  if (isEmptyNode(node)) return [];
  const items = sequenceItems(node);
  if (items === null) {
    const pos = yaml.locate(node);
    bag.error(file, pos.line, pos.column, 'wrong-type', 'languages must be a list of languages');
    return [];
  }
  const result: DeclaredLanguage[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const mapping = validateMapping(yaml, item, LANGUAGE_SCHEMA, 'language', bag);
    if (!mapping || typeof mapping.values.code !== 'string') continue;
    const v = mapping.values;
    const at = (key: keyof typeof LANGUAGE_SCHEMA) => mapping.positions[key] ?? yaml.locate(item);
    const override: DeclaredLanguage = { code: v.code, file, at: at('code') };
    if (!isDeclarableCode(override.code)) {
      bag.error(file, at('code').line, at('code').column, 'language-code-invalid',
        `"${override.code}" cannot be a language code: use letters and digits, subtags joined by _ or -, and an optional @variant`);
      continue;
    }
    if (seen.has(override.code)) {
      bag.error(file, at('code').line, at('code').column, 'language-duplicate', `language ${override.code} is declared twice`);
      continue;
    }
    seen.add(override.code);
    if (typeof v.name === 'string') override.name = v.name;
    if (v.direction !== undefined) {
      if (v.direction === 'ltr' || v.direction === 'rtl') override.direction = v.direction;
      else bag.error(file, at('direction').line, at('direction').column, 'wrong-type', 'direction must be ltr or rtl');
    }
    if (typeof v.population === 'number') override.population = v.population;
    if (Array.isArray(v.aliases)) override.aliases = v.aliases;
    if (v.plural !== undefined) {
      const plural = validateMapping(yaml, mapping.nodes.plural ?? null, PLURAL_SCHEMA, 'plural', bag);
      if (plural && typeof plural.values.number === 'number' && typeof plural.values.formula === 'string') {
        const problem = checkPluralFormula(plural.values.formula, plural.values.number);
        const pos = plural.positions.formula ?? at('plural');
        if (problem) bag.error(file, pos.line, pos.column, 'plural-formula-invalid', `plural formula ${JSON.stringify(plural.values.formula)} ${problem}`);
        else override.plural = { number: plural.values.number, formula: plural.values.formula };
      }
    }
    result.push(override);
  }
  return result;
}

/** null when the gettext formula parses and gives a form index below `number` for every sample of §14.6. */
function checkPluralFormula(formula: string, number: number): string | null {
  const text = formula.trim().replace(/;$/, '');
  if (!validateFormula(text)) return 'is not a gettext plural expression over n';
  if (number === 1 && text.trim() !== '0') return 'must be 0 for a single form';
  const bad = EQUIVALENCE_SAMPLES.find((n) => {
    const form = evaluateFormula(text, n);
    return form < 0 || form >= number;
  });
  return bad === undefined ? null : `gives form ${evaluateFormula(text, bad)} for n = ${bad}, outside 0..${number - 1}`;
}
