import type { LanguageCatalogue } from '../languages/language.js';
import { CATEGORY_FILE, categoryFromKey, categoryKey, checkCategoryDepth, checkComponentSlugs, readCategoriesKey } from './categories.js';
import type { CategoryContent, ComponentContent, ProjectContent } from './content-types.js';
import type { ContentContext } from './content-context.js';
import { readComponent } from './load-component.js';
import { validateMapping, type Position } from './schema.js';
import { CATEGORY_SCHEMA, COMPONENT_SCHEMA, GLOSSARY_SCHEMA, PROJECT_SCHEMA } from './schemas.js';
import { GLOSSARY, SLUG, generatedGlossary } from './slugs.js';

/** projects/<project>/project.yaml and projects/<project>/<component>/component.yaml (content-format.md §1). */
export async function loadTreeProjects(ctx: ContentContext, catalogue: LanguageCatalogue): Promise<ProjectContent[]> {
  const projects: ProjectContent[] = [];
  for (const slug of ctx.listDirs('projects')) {
    const project = await loadProject(ctx, slug, catalogue);
    if (project) projects.push(project);
  }
  return projects;
}

async function loadProject(ctx: ContentContext, slug: string, catalogue: LanguageCatalogue): Promise<ProjectContent | null> {
  const dir = `projects/${slug}`;
  const file = `${dir}/project.yaml`;
  if (!SLUG.test(slug)) {
    ctx.bag.error(dir, 1, 1, 'invalid-slug', `project folder name "${slug}" is not a slug ([A-Za-z0-9_-]+)`);
    return null;
  }
  if (!ctx.exists(file)) {
    ctx.bag.error(dir, 1, 1, 'project-yaml-missing', `project ${slug} has no project.yaml`);
    return null;
  }
  const yaml = ctx.parseYaml(file);
  const mapping = yaml && validateMapping(yaml, yaml.root, { ...PROJECT_SCHEMA, categories: { type: 'any' } }, 'project', ctx.bag);
  const found: Found = { components: [], categories: [], keyed: [] };
  await loadFolder(ctx, slug, dir, [], found, catalogue);
  // Categories come from category folders and from project.yaml's `categories` (Weblate 5).
  const known = new Set(found.categories.map((k) => categoryKey(k.path)));
  if (yaml && mapping) found.categories.push(...readCategoriesKey(yaml, mapping.nodes.categories ?? null, 'categories', known, ctx.bag));
  const components = found.components.map((c) => withCategoryKey(ctx, c, found.keyed, known));
  const { categories } = found;
  if (!components.some((c) => c.isGlossary)) components.push(generatedGlossary(file, `${dir}/${GLOSSARY}`));
  checkComponentSlugs(slug, components, ctx.bag, categories);
  if (!mapping) return null;
  const { categories: _, ...settings } = mapping.values;
  return { slug, file, at: { line: 1, column: 1 }, settings, components, ...(categories.length > 0 ? { categories } : {}) };
}

interface Found {
  components: ComponentContent[];
  categories: CategoryContent[];
  /** The `category` key of the components that set one, with where it is written. */
  keyed: { component: ComponentContent; value: string; at: Position }[];
}

/** A component with the category its `category` key names, once every category of the project is known. */
function withCategoryKey(ctx: ContentContext, c: ComponentContent, keyed: Found['keyed'], known: ReadonlySet<string>): ComponentContent {
  const key = keyed.find((k) => k.component === c);
  if (!key) return c;
  if (c.category?.length) {
    ctx.bag.error(c.file, key.at.line, key.at.column, 'category-conflict',
      `component ${c.slug} is in the category folder ${categoryKey(c.category)} and sets category: ${key.value}; keep one`);
    return c;
  }
  const category = categoryFromKey(key.value, c.slug, known, c.file, key.at, ctx.bag);
  return category ? { ...c, category } : c;
}

/**
 * The components of a project folder or of a category folder (one holding category.yaml, Weblate 5),
 * the categories inside it and theirs in turn; parents come before their children.
 */
async function loadFolder(ctx: ContentContext, project: string, dir: string, category: readonly string[], found: Found, catalogue: LanguageCatalogue): Promise<void> {
  for (const name of ctx.listDirs(dir)) {
    const sub = `${dir}/${name}`;
    if (!ctx.exists(`${sub}/${CATEGORY_FILE}`)) {
      const component = await loadComponent(ctx, project, name, sub, category, found, catalogue);
      if (component) found.components.push(component);
      continue;
    }
    const path = [...category, name];
    const file = `${sub}/${CATEGORY_FILE}`;
    if (!SLUG.test(name)) {
      ctx.bag.error(sub, 1, 1, 'invalid-slug', `category folder name "${name}" is not a slug ([A-Za-z0-9_-]+)`);
      continue;
    }
    if (!checkCategoryDepth(path, file, { line: 1, column: 1 }, ctx.bag)) continue;
    const mapping = ctx.readYaml(file, CATEGORY_SCHEMA, 'category');
    if (!mapping || mapping.values.name === undefined) continue;
    found.categories.push({ path, name: mapping.values.name, file, at: { line: 1, column: 1 } });
    await loadFolder(ctx, project, sub, path, found, catalogue);
  }
}

async function loadComponent(
  ctx: ContentContext,
  project: string,
  slug: string,
  dir: string,
  category: readonly string[],
  found: Found,
  catalogue: LanguageCatalogue,
): Promise<ComponentContent | null> {
  const file = `${dir}/component.yaml`;
  // The glossary is the folder `glossary` at the project's top; in a category it is a component like any other.
  const isGlossary = slug === GLOSSARY && category.length === 0;
  if (!SLUG.test(slug)) {
    ctx.bag.error(dir, 1, 1, 'invalid-slug', `component folder name "${slug}" is not a slug ([A-Za-z0-9_-]+)`);
    return null;
  }
  const declared = ctx.exists(file);
  if (!declared && !isGlossary) {
    ctx.bag.error(dir, 1, 1, 'component-yaml-missing', `component ${project}/${slug} has no component.yaml (nor ${CATEGORY_FILE}, for a category folder)`);
    return null;
  }
  // `category` (Weblate 5): the path of a category of the project; not a setting Weblate publishes.
  const read = declared
    ? ctx.readYaml(file, { ...(isGlossary ? GLOSSARY_SCHEMA : COMPONENT_SCHEMA), category: { type: 'string' } }, 'component')
    : { values: {}, positions: {}, nodes: {} };
  if (!read) return null;
  const { category: categoryValue, ...values } = read.values;
  const mapping = { ...read, values };
  const component = await readComponent(ctx, { project, slug, file: declared ? file : dir, at: { line: 1, column: 1 }, base: dir, isGlossary, mapping }, catalogue);
  const placed = category.length > 0 ? { ...component, category } : component;
  if (categoryValue !== undefined) found.keyed.push({ component: placed, value: categoryValue, at: read.positions.category ?? { line: 1, column: 1 } });
  return placed;
}
