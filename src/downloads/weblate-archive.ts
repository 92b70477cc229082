import { convertedFileName, findConversionFormat } from './convert/conversion-formats.js';
import type { TranslationView } from './translation-view.js';
import { buildZipArchive, type ZipOptions } from './zip-archive.js';

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
  bytes: Uint8Array;
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
 * The archive of the given files (one component's, or every component's of a project). A file
 * shared by two translations (a template) is given once; the same path twice with other bytes
 * is refused by the writer.
 */
export function buildWeblateArchive(files: readonly ArchivedFile[], options: ZipOptions = {}): Uint8Array {
  const byPath = new Map<string, Uint8Array>();
  const entries = [];
  for (const file of files) {
    const path = `${file.projectSlug}/${file.componentSlug}/${file.repositoryPath}`;
    const seen = byPath.get(path);
    if (seen && Buffer.from(seen).equals(Buffer.from(file.bytes))) continue;
    byPath.set(path, file.bytes);
    entries.push({ path, bytes: file.bytes });
  }
  return buildZipArchive(entries, options);
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
