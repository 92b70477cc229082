import type { Node } from 'yaml';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { CategoryContent, ComponentContent, ContentPosition } from './content-types.js';
import { isEmptyNode, mappingEntries, type YamlFile } from './read-yaml.js';
import { validateMapping } from './schema.js';
import { CATEGORY_SCHEMA } from './schemas.js';
import { SLUG } from './slugs.js';

/** The file that makes a folder under a project a category folder (content-format.md §1). */
export const CATEGORY_FILE = 'category.yaml';

/** Weblate nests categories at most three deep (weblate/trans/defines.py, CATEGORY_DEPTH). */
export const CATEGORY_DEPTH = 3;

/** A category path as written in static-tms.yaml: slugs joined by `/`. */
export const categoryKey = (path: readonly string[]): string => path.join('/');

/** Reports a category nested deeper than Weblate allows; true when the depth is fine. */
export function checkCategoryDepth(path: readonly string[], file: string, at: ContentPosition, bag: DiagnosticBag): boolean {
  if (path.length <= CATEGORY_DEPTH) return true;
  bag.error(file, at.line, at.column, 'category-too-deep',
    `category ${categoryKey(path)} is nested ${path.length} deep; Weblate allows at most ${CATEGORY_DEPTH}`);
  return false;
}

/**
 * A project's `categories` key (project.yaml or static-tms.yaml): a mapping of category paths
 * (`docs`, `docs/guides`) to their settings; a category's parent is declared before it. `known`
 * holds the paths declared already (category folders), and gets these.
 */
export function readCategoriesKey(yaml: YamlFile, node: Node | null, label: string, known: Set<string>, bag: DiagnosticBag): CategoryContent[] {
  if (isEmptyNode(node)) return [];
  const entries = mappingEntries(yaml, node);
  if (entries === null) {
    const pos = yaml.locate(node);
    bag.error(yaml.file, pos.line, pos.column, 'wrong-type', `"${label}" must be a mapping of category paths to settings`);
    return [];
  }
  const categories: CategoryContent[] = [];
  const declared = known;
  for (const { key, keyPos, valueNode } of entries) {
    const at = { line: keyPos.line, column: keyPos.column };
    const path = key.split('/');
    const bad = path.find((slug) => !SLUG.test(slug));
    if (bad !== undefined) {
      bag.error(yaml.file, at.line, at.column, 'invalid-slug', `category path "${key}" holds "${bad}", which is not a slug ([A-Za-z0-9_-]+, parts joined by /)`);
      continue;
    }
    if (!checkCategoryDepth(path, yaml.file, at, bag)) continue;
    const parent = categoryKey(path.slice(0, -1));
    if (path.length > 1 && !declared.has(parent)) {
      bag.error(yaml.file, at.line, at.column, 'category-unknown', `category ${key} is inside ${parent}, which is not declared before it`);
      continue;
    }
    const mapping = validateMapping(yaml, valueNode, CATEGORY_SCHEMA, 'category', bag);
    if (!mapping || mapping.values.name === undefined) continue;
    if (declared.has(key)) {
      bag.error(yaml.file, at.line, at.column, 'category-conflict', `category ${key} is declared twice (a category folder and the categories key?); keep one`);
      continue;
    }
    declared.add(key);
    categories.push({ path, name: mapping.values.name, file: yaml.file, at });
  }
  return categories;
}

/**
 * The category a component's `category` key names (Weblate 5), checked against the project's
 * categories; null when it names none (or an undeclared one, reported).
 */
export function categoryFromKey(value: string | undefined, component: string, declared: ReadonlySet<string>, file: string, at: ContentPosition, bag: DiagnosticBag): string[] | null {
  if (value === undefined) return null;
  if (declared.has(value)) return value.split('/');
  bag.error(file, at.line, at.column, 'category-unknown', `component ${component} is in category "${value}", which its project does not declare (categories: or a category folder)`);
  return null;
}

/**
 * A component's slug names it in the API's URLs, which leave its category out (docs/
 * weblate-compatibility.md), so the slug must be unique in its project whatever the category.
 */
export function checkComponentSlugs(project: string, components: readonly ComponentContent[], bag: DiagnosticBag, categories: readonly CategoryContent[] = []): void {
  // A category's web page is /projects/<p>/<path>/: a top-level one would be a component's page.
  const topCategories = new Map(categories.filter((k) => k.path.length === 1).map((k) => [k.path[0]!, k]));
  for (const c of components) {
    const k = topCategories.get(c.slug);
    if (k) bag.error(k.file, k.at.line, k.at.column, 'category-conflict', `category ${c.slug} has the slug of component ${project}/${c.slug}; their web pages would share /projects/${project}/${c.slug}/, so rename one`);
  }
  const seen = new Map<string, ComponentContent>();
  for (const c of components) {
    const first = seen.get(c.slug);
    if (!first) {
      seen.set(c.slug, c);
      continue;
    }
    const where = (x: ComponentContent) => (x.category?.length ? `category ${categoryKey(x.category)}` : 'the project\'s top');
    bag.error(c.file, c.at.line, c.at.column, 'component-slug-duplicate',
      `component slug "${c.slug}" is used twice in project ${project} (in ${where(first)} and in ${where(c)}); rename one`);
  }
}
