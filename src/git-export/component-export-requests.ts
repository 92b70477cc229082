import type { Content } from '../content/content-types.js';
import type { Component } from '../model/model-types.js';

/** What one component's export reads: its files, its branch and where its diagnostics point. */
export interface ComponentExportRequest {
  component: Component;
  /** The content root: `paths` are relative to it. */
  sourceDir: string;
  /** Sorted, without repeats: translation files, template and component.yaml. */
  paths: string[];
  branch: string;
  location: { file: string; line: number; column: number };
}

/**
 * The export of every published component (the model's: restricted ones left out stay out):
 * its translation files, its template and its own component.yaml. static-tms.yaml, which
 * declares every project, and anything else in the repository are not published.
 */
export function componentExportRequests(content: Content, components: readonly Component[]): ComponentExportRequest[] {
  const declared = new Map(content.projects.flatMap((p) => p.components.map((c) => [`${p.slug}/${c.slug}`, c] as const)));
  const out: ComponentExportRequest[] = [];
  for (const component of components) {
    const c = declared.get(`${component.project.slug}/${component.slug}`);
    if (c === undefined) continue;
    const paths = c.files.map((f) => f.contentPath);
    if (c.template !== null) paths.push(c.template.contentPath);
    if (c.file.endsWith('/component.yaml') || c.file === 'component.yaml') paths.push(c.file);
    const branch = component.settings.branch;
    out.push({
      component,
      sourceDir: content.root,
      paths: [...new Set(paths)].sort(),
      branch: typeof branch === 'string' && branch !== '' ? branch : 'main',
      location: { file: c.file, line: c.at.line, column: c.at.column },
    });
  }
  return out;
}
