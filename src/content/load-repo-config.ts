import type { Node } from 'yaml';
import type { LanguageCatalogue } from '../languages/language.js';
import { categoryFromKey, checkComponentSlugs, readCategoriesKey } from './categories.js';
import type { ComponentContent, Content, ProjectContent, UserContent } from './content-types.js';
import type { ContentContext } from './content-context.js';
import { readComponent } from './load-component.js';
import { readLanguageList } from './load-languages-file.js';
import { readSite } from './load-site.js';
import { checkUsername, readUser } from './load-users.js';
import { isEmptyNode, mappingEntries, type YamlFile } from './read-yaml.js';
import { validateMapping } from './schema.js';
import { COMPONENT_SCHEMA, GLOSSARY_SCHEMA, PROJECT_SCHEMA, REPO_CONFIG_SCHEMA, SITE_SCHEMA } from './schemas.js';
import { GLOSSARY, SLUG, generatedGlossary } from './slugs.js';

/** The one configuration file of the repository layout, at the repository root. */
export const REPO_CONFIG = 'static-tms.yaml';

export interface RepoConfigOptions {
  baseUrl?: string;
  baseUrlFallback?: string;
  createCatalogue(overrides: Content['languages']): LanguageCatalogue;
}

/**
 * static-tms.yaml: site, projects, components, languages and users in one file, with every path
 * relative to the repository root, as Weblate's are (content-format.md, "The repository layout").
 */
export async function loadRepoConfig(ctx: ContentContext, options: RepoConfigOptions): Promise<{ content: Content; catalogue: LanguageCatalogue } | null> {
  const yaml = ctx.parseYaml(REPO_CONFIG);
  if (!yaml) return null;
  const top = validateMapping(yaml, yaml.root, REPO_CONFIG_SCHEMA, 'static-tms', ctx.bag);
  if (!top) return null;
    const siteMapping = validateMapping(yaml, top.nodes.site ?? null, SITE_SCHEMA, 'site', ctx.bag);
  const siteAt = siteMapping?.positions.base_url ?? top.positions.site ?? { line: 1, column: 1 };
  const site = readSite(siteMapping?.values ?? {}, REPO_CONFIG, siteAt, options.baseUrl, options.baseUrlFallback, ctx.bag);
  const languages = readLanguageList(yaml, top.nodes.languages ?? null, ctx.bag);
  const catalogue = options.createCatalogue(languages);
  const users = readUsers(yaml, top.nodes.users ?? null, ctx);
  const projects: ProjectContent[] = [];
  for (const entry of entriesOf(yaml, top.nodes.projects ?? null, 'projects', ctx)) {
    if (!checkSlug(ctx, entry.key, entry.keyPos, 'project')) continue;
    const project = await readProject(ctx, yaml, entry.key, entry.keyPos, entry.valueNode, catalogue);
    if (project) projects.push(project);
  }
  const rootAt = yaml.locate(yaml.root);
  if (!top.nodes.projects) ctx.bag.error(REPO_CONFIG, rootAt.line, rootAt.column, 'missing-required-key', `the required key "projects" is missing from ${REPO_CONFIG}`);
  if (!site) return null;
  return { content: { root: ctx.root, site, languages, users, projects }, catalogue };
}

async function readProject(
  ctx: ContentContext,
  yaml: YamlFile,
  slug: string,
  at: { line: number; column: number },
  node: Node | null,
  catalogue: LanguageCatalogue,
): Promise<ProjectContent | null> {
  const mapping = validateMapping(yaml, node, { ...PROJECT_SCHEMA, components: { type: 'any' }, categories: { type: 'any' } }, 'project', ctx.bag);
  if (!mapping) return null;
  const declaredCategories = new Set<string>();
  const categories = readCategoriesKey(yaml, mapping.nodes.categories ?? null, `projects.${slug}.categories`, declaredCategories, ctx.bag);
  const components: ComponentContent[] = [];
  for (const entry of entriesOf(yaml, mapping.nodes.components ?? null, `projects.${slug}.components`, ctx)) {
    if (!checkSlug(ctx, entry.key, entry.keyPos, 'component')) continue;
    const isGlossary = entry.key === GLOSSARY;
    // Paths are relative to the repository root here, so a default like `*.po` would mean the root: none is assumed.
    const schema = isGlossary ? GLOSSARY_SCHEMA : COMPONENT_SCHEMA;
    // `category` (Weblate 5): the path of a category the project declares; not a setting Weblate publishes.
    const declared = validateMapping(yaml, entry.valueNode, { ...schema, filemask: { type: 'string', required: true }, category: { type: 'string' } }, 'component', ctx.bag);
    if (!declared) continue;
    const { category: categoryPath, ...values } = declared.values;
    const component = { ...declared, values };
    const read = await readComponent(ctx, { project: slug, slug: entry.key, file: REPO_CONFIG, at: entry.keyPos, base: '', isGlossary, mapping: component }, catalogue);
    const category = categoryFromKey(categoryPath, `${slug}/${entry.key}`, declaredCategories, REPO_CONFIG, declared.positions.category ?? entry.keyPos, ctx.bag);
    components.push(category ? { ...read, category } : read);
  }
  if (components.length === 0) ctx.bag.error(REPO_CONFIG, at.line, at.column, 'project-without-components', `project ${slug} declares no components`);
  if (!components.some((c) => c.isGlossary)) components.push(generatedGlossary(REPO_CONFIG, GLOSSARY));
  checkComponentSlugs(slug, components, ctx.bag, categories);
  const { components: _, categories: __, ...settings } = mapping.values;
  return { slug, file: REPO_CONFIG, at, settings, components, ...(categories.length > 0 ? { categories } : {}) };
}

function readUsers(yaml: YamlFile, node: Node | null, ctx: ContentContext): UserContent[] {
  const users: UserContent[] = [];
  for (const entry of entriesOf(yaml, node, 'users', ctx).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    if (!checkUsername(entry.key, REPO_CONFIG, entry.keyPos.line, entry.keyPos.column, ctx.bag)) continue;
    const user = readUser(yaml, entry.valueNode, entry.key, entry.keyPos, ctx.bag);
    if (user) users.push(user);
  }
  return users;
}

/** The entries of a mapping-valued key (none when it is absent or empty); another type is an error. */
function entriesOf(yaml: YamlFile, node: Node | null, key: string, ctx: ContentContext) {
  if (isEmptyNode(node)) return [];
  const entries = mappingEntries(yaml, node);
  if (entries === null) {
    const pos = yaml.locate(node);
    ctx.bag.error(REPO_CONFIG, pos.line, pos.column, 'wrong-type', `"${key}" must be a mapping of slugs to settings`);
    return [];
  }
  return entries;
}

function checkSlug(ctx: ContentContext, slug: string, at: { line: number; column: number }, what: string): boolean {
  if (SLUG.test(slug)) return true;
  ctx.bag.error(REPO_CONFIG, at.line, at.column, 'invalid-slug', `${what} slug "${slug}" is not a slug ([A-Za-z0-9_-]+)`);
  return false;
}

