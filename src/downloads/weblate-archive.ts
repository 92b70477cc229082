import { convertedFileName, findConversionFormat } from './convert/conversion-formats.js';
import type { TranslationView } from './translation-view.js';
import { buildZipArchive, ZipArchiveError, zipArchiveParts, type ZipOptions, type ZipSource } from './zip-archive.js';

/**
 * The ZIP downloads of Weblate's `/api/components/<p>/<c>/file/` and `/api/projects/<p>/file/`
 * (weblate/trans/views/files.py `download_multi` → weblate/utils/views.py `zip_download`):
 * every translation file, plus the template, new-base and intermediate files, each stored at its
 * path relative to Weblate's `data/vcs/` folder, that is `<project>/<component>/<path in repo>`,
 * stored (Python's ZipFile default), with `Content-Type: application/zip` and
 * `Content-Disposition: attachment; filename="<name>.zip"` (always quoted there), the name being
 * the component's `<p>-<c>` (its full slug with `/` as `-`) or the project's slug. wlc (1.13 and
 * later) saves a component's archive as `<p>-<c>.zip` whatever the header says.
 */

export const ZIP_CONTENT_TYPE = 'application/zip';

export interface ArchivedFile {
  projectSlug: string;
  componentSlug: string;
  /** The file's path in the component's repository (`po/fr.po`). */
  repositoryPath: string;
  /** Its bytes, read when the archive reaches it. */
  read: () => Uint8Array;
}

export function componentArchiveName(projectSlug: string, componentSlug: string): string {
  return `${projectSlug}-${componentSlug}.zip`;
}

export function projectArchiveName(projectSlug: string): string {
  return `${projectSlug}.zip`;
}

export function archiveHeaders(fileName: string): Record<string, string> {
  return { 'Content-Type': ZIP_CONTENT_TYPE, 'Content-Disposition': `attachment; filename="${fileName.replace(/["\\]/g, '\\$&')}"` };
}

/**
 * The archive of the given files (one component's, or every component's of a project), in parts,
 * each file read when its turn comes (zipArchiveParts). A file shared by two translations (a
 * template) is given once; the same path twice with other bytes is refused.
 */
export function weblateArchiveParts(files: readonly ArchivedFile[], options: ZipOptions = {}): Generator<Uint8Array> {
  const byPath = new Map<string, ArchivedFile[]>();
  for (const file of files) {
    const path = `${file.projectSlug}/${file.componentSlug}/${file.repositoryPath}`;
    const named = byPath.get(path);
    if (named) named.push(file);
    else byPath.set(path, [file]);
  }
  const sources: ZipSource[] = [...byPath].map(([path, named]) => ({ path, read: named.length === 1 ? named[0]!.read : () => sameBytesOf(path, named) }));
  return zipArchiveParts(sources, options);
}

/** The bytes of the files named by one path, when they are all the same. */
function sameBytesOf(path: string, files: readonly ArchivedFile[]): Uint8Array {
  const [first, ...others] = files.map((f) => Buffer.from(f.read()));
  if (others.some((bytes) => !bytes.equals(first!))) throw new ZipArchiveError('zip-duplicate-entry', `two entries named ${path}`);
  return first!;
}

/**
 * The archive of `?format=zip:<conversion>` on the same URLs (Weblate's `download_multi`): each
 * translation converted, at the root, as `<project>-<component>-<language>.<extension>`; a
 * translation the conversion does not support gets `<that name>.skipped` holding the reason.
 * Returns null for a conversion Weblate does not offer (a 404 there).
 */
export function buildConvertedArchive(views: readonly TranslationView[], formatName: string, options: ZipOptions = {}): Uint8Array | null {
  const format = findConversionFormat(formatName);
  if (!format) return null;
  const entries = views.map((view) => {
    const path = convertedFileName(format, view);
    if (!format.supports(view)) return { path: `${path}.skipped`, bytes: Buffer.from('File format is not compatible with this translation', 'utf8') };
    return { path, bytes: format.generate(view) };
  });
  return buildZipArchive(entries, options);
}
