import type { LanguageCatalogue } from '../languages/language.js';
import type { ComponentContent, ProjectContent } from './content-types.js';
import type { ContentContext } from './content-context.js';
import { readComponent } from './load-component.js';
import { COMPONENT_SCHEMA, GLOSSARY_SCHEMA, PROJECT_SCHEMA } from './schemas.js';
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
  const mapping = ctx.readYaml(file, PROJECT_SCHEMA, 'project');
  const components: ComponentContent[] = [];
  for (const componentSlug of ctx.listDirs(dir)) {
    const component = await loadComponent(ctx, slug, componentSlug, catalogue);
    if (component) components.push(component);
  }
  if (!components.some((c) => c.isGlossary)) components.push(generatedGlossary(file, `${dir}/${GLOSSARY}`));
  if (!mapping) return null;
  return { slug, file, at: { line: 1, column: 1 }, settings: mapping.values, components };
}

async function loadComponent(ctx: ContentContext, project: string, slug: string, catalogue: LanguageCatalogue): Promise<ComponentContent | null> {
  const dir = `projects/${project}/${slug}`;
  const file = `${dir}/component.yaml`;
  const isGlossary = slug === GLOSSARY;
  if (!SLUG.test(slug)) {
    ctx.bag.error(dir, 1, 1, 'invalid-slug', `component folder name "${slug}" is not a slug ([A-Za-z0-9_-]+)`);
    return null;
  }
  const declared = ctx.exists(file);
  if (!declared && !isGlossary) {
    ctx.bag.error(dir, 1, 1, 'component-yaml-missing', `component ${project}/${slug} has no component.yaml`);
    return null;
  }
  const mapping = declared
    ? ctx.readYaml(file, isGlossary ? GLOSSARY_SCHEMA : COMPONENT_SCHEMA, 'component')
    : { values: {}, positions: {}, nodes: {} };
  if (!mapping) return null;
  return readComponent(ctx, { project, slug, file: declared ? file : dir, at: { line: 1, column: 1 }, base: dir, isGlossary, mapping }, catalogue);
}
