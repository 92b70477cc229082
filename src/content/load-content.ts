import fs from 'node:fs';
import path from 'node:path';
import { globby } from 'globby';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { LanguageCatalogue } from '../languages/language.js';
import type { ComponentContent, Content, ProjectContent, SiteContent } from './content-types.js';
import { loadLanguagesFile } from './load-languages-file.js';
import { loadUsers } from './load-users.js';
import { parseYamlFile } from './read-yaml.js';
import { validateMapping, type Schema, type ValidatedMapping } from './schema.js';
import { COMPONENT_SCHEMA, GLOSSARY_SCHEMA, PROJECT_SCHEMA, SITE_SCHEMA } from './schemas.js';

const SLUG = /^[A-Za-z0-9_-]+$/;
const GLOSSARY = 'glossary';

export interface LoadContentOptions {
  baseUrl?: string;
  /** Used when neither --base-url nor site.yaml gives one (e.g. `check`, which publishes nothing). */
  baseUrlFallback?: string;
  /** Builds the catalogue once languages.yaml is read. */
  createCatalogue(overrides: Content['languages']): LanguageCatalogue;
}

/** Reads and validates the content tree (content-format.md sections 1–3). Translation files are only found, not parsed. */
export async function loadContent(
  root: string,
  options: LoadContentOptions,
  bag: DiagnosticBag,
): Promise<{ content: Content; catalogue: LanguageCatalogue } | null> {
  const absRoot = path.resolve(root);
  if (!fs.existsSync(absRoot) || !fs.statSync(absRoot).isDirectory()) {
    bag.error(root, 1, 1, 'content-missing', `the content folder ${root} does not exist`);
    return null;
  }
  const realRoot = fs.realpathSync(absRoot);
  const ctx = new ContentContext(absRoot, realRoot, bag);

  const site = loadSite(ctx, options.baseUrl, options.baseUrlFallback);
  const languages = loadLanguagesFile(ctx, bag);
  const catalogue = options.createCatalogue(languages);
  const users = loadUsers(ctx, bag);
  const projects: ProjectContent[] = [];
  const projectDirs = ctx.listDirs('projects');
  for (const slug of projectDirs) {
    const project = await loadProject(ctx, slug, catalogue);
    if (project) projects.push(project);
  }
  if (!site) return null;
  return { content: { root: absRoot, site, languages, users, projects }, catalogue };
}

/** Paths, reading and the containment rule shared by the loaders. */
export class ContentContext {
  constructor(
    readonly root: string,
    readonly realRoot: string,
    readonly bag: DiagnosticBag,
  ) {}

  abs(rel: string): string {
    return path.join(this.root, rel);
  }

  rel(abs: string): string {
    return path.relative(this.root, abs).split(path.sep).join('/');
  }

  exists(rel: string): boolean {
    return fs.existsSync(this.abs(rel));
  }

  /** Sorted child folders of a content folder (code-point order). */
  listDirs(rel: string): string[] {
    if (!this.exists(rel)) return [];
    return fs
      .readdirSync(this.abs(rel), { withFileTypes: true })
      .filter((e) => e.isDirectory() || (e.isSymbolicLink() && fs.statSync(this.abs(`${rel}/${e.name}`)).isDirectory()))
      .map((e) => e.name)
      .filter((name) => !name.startsWith('.'))
      .sort();
  }

  /** True when the file, after resolving links, stays inside the content root; else reports `path-outside-content`. */
  checkInside(rel: string, line = 1, column = 1, reportIn = rel): boolean {
    const real = fs.realpathSync(this.abs(rel));
    if (real === this.realRoot || real.startsWith(this.realRoot + path.sep)) return true;
    this.bag.error(reportIn, line, column, 'path-outside-content', `${rel} resolves outside the content folder`);
    return false;
  }

  readYaml(rel: string, schema: Schema, what: string): ValidatedMapping | null {
    if (!this.checkInside(rel)) return null;
    const yaml = parseYamlFile(fs.readFileSync(this.abs(rel), 'utf8'), rel, this.bag);
    if (!yaml) return null;
    return validateMapping(yaml, yaml.root, schema, what, this.bag);
  }
}

function loadSite(ctx: ContentContext, baseUrlOption: string | undefined, fallback: string | undefined): SiteContent | null {
  const rel = 'site.yaml';
  const values = ctx.exists(rel) ? ctx.readYaml(rel, SITE_SCHEMA, 'site')?.values ?? {} : {};
  const baseUrl = baseUrlOption ?? (values.base_url as string | undefined) ?? fallback;
  if (baseUrl === undefined) {
    ctx.bag.error(rel, 1, 1, 'base-url-missing', 'no base_url: set it in site.yaml or pass --base-url');
    return null;
  }
  const problem = checkBaseUrl(baseUrl);
  if (problem) {
    ctx.bag.error(baseUrlOption === undefined ? rel : '--base-url', 1, 1, 'base-url-invalid', `base_url "${baseUrl}" ${problem}`);
    return null;
  }
  return {
    baseUrl,
    name: (values.name as string | undefined) ?? 'Translations',
    pageSize: (values.page_size as number | undefined) ?? 50,
    history: (values.history as boolean | undefined) ?? true,
    historySince: (values.history_since as string | undefined) ?? null,
    includeRestricted: (values.include_restricted as boolean | undefined) ?? false,
  };
}

/** null when the URL is a valid base_url: scheme://host[:port][/path], no trailing slash, no query. */
export function checkBaseUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must use http or https';
  if (url.search || url.hash || value.includes('?') || value.includes('#')) return 'must have no query or fragment';
  if (value.endsWith('/')) return 'must not end with a slash';
  if (url.username || url.password) return 'must not hold credentials';
  return null;
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
  const mapping = ctx.readYaml(file, PROJECT_SCHEMA, 'project');
  const components: ComponentContent[] = [];
  for (const componentSlug of ctx.listDirs(dir)) {
    const component = await loadComponent(ctx, slug, componentSlug, catalogue);
    if (component) components.push(component);
  }
  if (!components.some((c) => c.isGlossary)) components.push(generatedGlossary(dir));
  if (!mapping) return null;
  return { slug, file, settings: mapping.values, components };
}

function generatedGlossary(projectDir: string): ComponentContent {
  return {
    slug: GLOSSARY,
    file: `${projectDir}/project.yaml`,
    dir: `${projectDir}/${GLOSSARY}`,
    isGlossary: true,
    settings: {},
    format: 'tbx',
    sourceLanguage: '',
    files: [],
    template: null,
  };
}

async function loadComponent(
  ctx: ContentContext,
  project: string,
  slug: string,
  catalogue: LanguageCatalogue,
): Promise<ComponentContent | null> {
  const dir = `projects/${project}/${slug}`;
  const file = `${dir}/component.yaml`;
  const isGlossary = slug === GLOSSARY;
  if (!SLUG.test(slug)) {
    ctx.bag.error(dir, 1, 1, 'invalid-slug', `component folder name "${slug}" is not a slug ([A-Za-z0-9_-]+)`);
    return null;
  }
  if (!ctx.exists(file) && !isGlossary) {
    ctx.bag.error(dir, 1, 1, 'component-yaml-missing', `component ${project}/${slug} has no component.yaml`);
    return null;
  }
  const mapping = ctx.exists(file)
    ? ctx.readYaml(file, isGlossary ? GLOSSARY_SCHEMA : COMPONENT_SCHEMA, 'component')
    : { values: {}, positions: {}, nodes: {} };
  if (!mapping) return null;
  const settings = mapping.values;
  const at = (key: string) => mapping.positions[key] ?? { line: 1, column: 1 };

  let format: 'po' | 'tbx' = isGlossary ? 'tbx' : 'po';
  if (settings.file_format !== undefined && !isGlossary) {
    if (settings.file_format === 'po' || settings.file_format === 'tbx') format = settings.file_format;
    else ctx.bag.error(file, at('file_format').line, at('file_format').column, 'file-format-unknown',
      `file_format "${String(settings.file_format)}" is not supported; use po or tbx`);
  }
  if (isGlossary && settings.file_format !== undefined && settings.file_format !== 'tbx') {
    ctx.bag.error(file, at('file_format').line, at('file_format').column, 'file-format-unknown',
      'the glossary is always tbx');
  }
  const filemask = (settings.filemask as string | undefined) ?? `*.${format}`;
  const sourceLanguageCode = (settings.source_language as string | undefined) ?? 'en';
  const sourceLanguage = catalogue.resolveCode(sourceLanguageCode);
  if (sourceLanguage === null) {
    const pos = at('source_language');
    ctx.bag.error(file, pos.line, pos.column, 'language-code-invalid', `source_language "${sourceLanguageCode}" is not a language code`);
  }
  const files = await findTranslationFiles(ctx, dir, file, filemask, settings, at, catalogue);
  let template: ComponentContent['template'] = null;
  if (typeof settings.new_base === 'string' && settings.new_base !== '') {
    const contentPath = path.posix.normalize(`${dir}/${settings.new_base}`);
    const pos = at('new_base');
    if (contentPath.startsWith('../') || path.posix.isAbsolute(settings.new_base)) {
      ctx.bag.error(file, pos.line, pos.column, 'path-outside-content', `new_base ${settings.new_base} leaves the content folder`);
    } else if (!ctx.exists(contentPath)) {
      ctx.bag.error(file, pos.line, pos.column, 'new-base-missing', `new_base ${settings.new_base} does not exist`);
    } else if (ctx.checkInside(contentPath, pos.line, pos.column, file)) {
      template = { path: ctx.abs(contentPath), contentPath };
    }
  }
  return {
    slug,
    file: ctx.exists(file) ? file : dir,
    dir,
    isGlossary,
    settings,
    format,
    sourceLanguage: sourceLanguage ?? 'en',
    files,
    template,
  };
}

async function findTranslationFiles(
  ctx: ContentContext,
  dir: string,
  file: string,
  filemask: string,
  settings: Record<string, unknown>,
  at: (key: string) => { line: number; column: number },
  catalogue: LanguageCatalogue,
): Promise<ComponentContent['files']> {
  const pos = at('filemask');
  if (filemask.split('*').length !== 2 || filemask.startsWith('/') || filemask.split('/').includes('..')) {
    ctx.bag.error(file, pos.line, pos.column, 'filemask-invalid',
      `filemask "${filemask}" must be a relative path inside the component with exactly one *`);
    return [];
  }
  let languageRegex: RegExp;
  try {
    languageRegex = new RegExp((settings.language_regex as string | undefined) ?? '^[^.]+$');
  } catch {
    const p = at('language_regex');
    ctx.bag.error(file, p.line, p.column, 'language-regex-invalid', 'language_regex is not a valid regular expression');
    return [];
  }
  const [before, after] = filemask.split('*') as [string, string];
  const matcher = new RegExp(`^${escapeRegExp(before)}([^/]+)${escapeRegExp(after)}$`);
  const found = await globby(filemask, { cwd: ctx.abs(dir), dot: false, followSymbolicLinks: true, onlyFiles: true });
  const byServed = new Map<string, string>();
  const files: ComponentContent['files'] = [];
  for (const filename of found.sort()) {
    const code = matcher.exec(filename)?.[1];
    if (code === undefined || !languageRegex.test(code)) continue;
    const contentPath = `${dir}/${filename}`;
    if (!ctx.checkInside(contentPath)) continue;
    const servedCode = catalogue.resolveCode(code);
    if (servedCode === null) {
      ctx.bag.error(contentPath, 1, 1, 'language-code-invalid', `"${code}" in the file name is not a language code`);
      continue;
    }
    const other = byServed.get(servedCode);
    if (other !== undefined) {
      ctx.bag.error(contentPath, 1, 1, 'language-conflict', `this file and ${other} are both language ${servedCode}`);
      continue;
    }
    byServed.set(servedCode, contentPath);
    files.push({ code, servedCode, path: ctx.abs(contentPath), contentPath, filename });
  }
  return files;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
