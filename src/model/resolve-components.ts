import type { ComponentContent, Content, ProjectContent } from '../content/content-types.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { formatOf } from '../formats/registry.js';
import type { Language, LanguageCatalogue } from '../languages/language.js';
import { COMPONENT_DEFAULTS, GLOSSARY_DEFAULTS } from './component-defaults.js';
import { computeId } from './ids.js';
import type { Category, ComponentSettings, Project } from './model-types.js';

/** A component with its settings decided, before its files are parsed. */
export interface ResolvedComponent {
  content: ComponentContent;
  project: Project;
  slug: string;
  id: number;
  name: string;
  sourceLanguage: Language;
  settings: ComponentSettings;
  category?: Category;
}

/** Projects with defaults (§8.1), and their published components in §4 order with settings (§8.2, §8.3). */
export function resolveProjects(
  content: Content,
  catalogue: LanguageCatalogue,
  bag: DiagnosticBag,
): { projects: Project[]; components: ResolvedComponent[] } {
  const projects: Project[] = [];
  const components: ResolvedComponent[] = [];
  for (const projectContent of content.projects) {
    const project = buildProject(projectContent);
    projects.push(project);
    const categories = buildCategories(project, projectContent);
    const published = projectContent.components
      .filter((c) => c.isGlossary || content.site.includeRestricted || c.settings.restricted !== true)
      .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
    const firstRegular = published.find((c) => !c.isGlossary);
    for (const c of published) {
      const settings: ComponentSettings = { ...COMPONENT_DEFAULTS, ...(c.isGlossary ? GLOSSARY_DEFAULTS : {}) };
      settings.filemask = `*.${formatOf(c.format).extensions[0]}`;
      if (c.isGlossary && firstRegular) {
        settings.license = firstRegular.settings.license ?? '';
      }
      Object.assign(settings, c.settings);
      settings.file_format = c.format;
      let sourceCode = c.sourceLanguage;
      let sourceFrom = c; // the component whose source_language it is, where a warning points
      if (c.isGlossary && c.settings.source_language === undefined) {
        sourceCode = firstRegular?.sourceLanguage ?? 'en';
        sourceFrom = firstRegular ?? c;
      }
      const sourceLanguage = languageOf(catalogue, sourceCode, sourceFrom.file, bag, sourceFrom.sourceLanguageAt);
      delete settings.source_language;
      delete settings.name;
      let name = c.settings.name;
      if (name === undefined) {
        name = projectContent.components.some((o) => !o.isGlossary && o.settings.name === project.name) ? 'Glossary' : project.name;
      }
      components.push({
        content: c,
        project,
        slug: c.slug,
        id: computeId('component', [project.slug, c.slug]),
        name,
        sourceLanguage,
        settings,
        ...categoryOf(categories, c),
      });
    }
  }
  return { projects, components };
}

function buildProject(p: ProjectContent): Project {
  const s = p.settings;
  return {
    slug: p.slug,
    id: computeId('project', [p.slug]),
    name: s.name,
    web: s.web ?? '',
    instructions: s.instructions ?? '',
    translationReview: s.translation_review ?? false,
    sourceReview: s.source_review ?? false,
    setLanguageTeam: s.set_language_team ?? true,
    enableHooks: s.enable_hooks ?? true,
    languageAliases: s.language_aliases ?? '',
    components: [],
  };
}

/** The project's categories by path (`docs/guides`), parents first; the project lists them in that order. */
function buildCategories(project: Project, p: ProjectContent): Map<string, Category> {
  const byPath = new Map<string, Category>();
  const ordered = [...(p.categories ?? [])].sort((a, b) => comparePaths(a.path, b.path));
  for (const k of ordered) {
    const parent = byPath.get(k.path.slice(0, -1).join('/')) ?? null;
    byPath.set(k.path.join('/'), {
      project,
      slug: k.path[k.path.length - 1]!,
      path: k.path,
      id: computeId('category', [project.slug, ...k.path]),
      name: k.name,
      parent,
      components: [],
    });
  }
  if (byPath.size > 0) project.categories = [...byPath.values()];
  return byPath;
}

/** Slug by slug, a parent before its children. */
function comparePaths(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return a.length - b.length;
}

function categoryOf(categories: Map<string, Category>, c: ComponentContent): { category?: Category } {
  const category = c.category?.length ? categories.get(c.category.join('/')) : undefined;
  return category ? { category } : {};
}

/** The language of a served code, warning once per file when no source names it. */
export function languageOf(catalogue: LanguageCatalogue, servedCode: string, file: string, bag: DiagnosticBag, at = { line: 1, column: 1 }): Language {
  const { language, known } = catalogue.getLanguage(servedCode);
  if (!known) {
    bag.warning(file, at.line, at.column, 'language-unknown',
      `language ${servedCode} has no name in CLDR, ISO 639 or languages.yaml; it is named by its code (add it to languages.yaml)`);
  }
  return language;
}

/** `resolved` with only the translation files whose content paths `read` holds: what a partial read of the component reads. */
export function withFilesOnly(resolved: ResolvedComponent, read: (contentPath: string) => boolean): ResolvedComponent {
  return { ...resolved, content: { ...resolved.content, files: resolved.content.files.filter((f) => read(f.contentPath)) } };
}
