import fs from 'node:fs';
import { CONVERSION_FORMATS } from '../../downloads/convert/conversion-formats.js';
import { componentArchiveName, projectArchiveName, weblateArchiveParts, type ArchivedFile } from '../../downloads/weblate-archive.js';
import { computeGitBlobId } from '../../model/git-blob-id.js';
import type { Component } from '../../model/model-types.js';
import { LazyParts } from '../lazy-parts.js';
import { fingerprintOfPlain } from '../plain-digest.js';
import type { RawFile } from '../planned-route.js';
import { paths } from '../urls.js';
import { kind, type RouteFamily } from './route-family.js';

/**
 * Weblate answers `?format=<conversion>` on these URLs with the plain ZIP (wlc's `download
 * --convert` sends it), so each conversion name serves the archive too; `zip:<conversion>` is not
 * pre-generated and is refused.
 */
const ARCHIVE_FORMATS: Readonly<Record<string, string>> = Object.fromEntries([['zip', 'index.zip'], ...CONVERSION_FORMATS.map((f) => [f.name, 'index.zip'])]);

const archiveKind = <Name extends string>(name: Name, pattern: string, title: string) => ({
  ...kind(name, pattern, 'GET, HEAD, OPTIONS', false, title),
  raw: true,
  extensions: ['zip'],
  formats: ARCHIVE_FORMATS,
});

const KINDS = [
  archiveKind('component-file', '/api/components/:project/:component/file/', 'Component File'),
  archiveKind('project-file', '/api/projects/:project/file/', 'Project File'),
] as const;

/** A file of an archive, read only when the archive is made. */
interface ArchiveSource extends Omit<ArchivedFile, 'read'> {
  filePath: string;
  /** Its git blob id when the model read it: the archive is named by these. */
  revision: string;
}

/**
 * A component's files in its repository: each translation's file, then its template and new_base
 * files, as Weblate's `download_multi` adds them (a monolingual template is also the source
 * translation's file: the archive holds it once).
 */
function archiveSourcesOf(c: Component): ArchiveSource[] {
  const source = (repositoryPath: string, filePath: string, revision: string): ArchiveSource => ({ projectSlug: c.project.slug, componentSlug: c.slug, repositoryPath, filePath, revision });
  return [
    ...c.translations.filter((t) => t.filePath !== null).map((t) => source(t.filename, t.filePath!, t.revision)),
    ...c.baseFiles.map((f) => source(f.filename, f.path, computeGitBlobId(fs.readFileSync(f.path)))),
  ];
}

/**
 * The archive of `files`, made only when the previous build's cannot be kept (its fingerprint
 * names their paths and revisions), and then file by file: a project's archive is as large as
 * all its translation files.
 */
function zipOf(files: ArchiveSource[], name: string): RawFile {
  const fingerprint = fingerprintOfPlain(files.map((f) => [f.projectSlug, f.componentSlug, f.repositoryPath, f.revision]));
  const lazy = new LazyParts(`zip.${fingerprint}`, () => weblateArchiveParts(files.map((f) => ({ ...f, read: () => fs.readFileSync(f.filePath) }))));
  return { ext: 'zip', bytes: lazy, disposition: `attachment; filename=${name}` };
}

/**
 * `/api/components/<p>/<c>/file/` and `/api/projects/<p>/file/`: Weblate's ZIP downloads, every
 * translation file at `<project>/<component>/<path>` (weblate-archive.ts), byte for byte.
 */
export const downloadRoutes: RouteFamily<(typeof KINDS)[number]['name']> = {
  kinds: KINDS,
  *plan({ model }) {
    for (const project of model.projects) {
      const projectFiles: ArchiveSource[] = [];
      for (const component of project.components) {
        const files = archiveSourcesOf(component);
        projectFiles.push(...files);
        yield { url: `${paths.component(component)}file/`, kind: 'component-file', raw: zipOf(files, componentArchiveName(project.slug, component.slug)) };
      }
      yield { url: `${paths.project(project)}file/`, kind: 'project-file', raw: zipOf(projectFiles, projectArchiveName(project.slug)) };
    }
  },
};
