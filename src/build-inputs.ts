import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { codeDigest } from './cache/code-digest.js';
import { readCacheFile } from './cache/json-cache-file.js';
import type { Content } from './content/content-types.js';
import { inputsPathOf, inventoryPathOf } from './emit/file-inventory.js';
import type { GitExportFile } from './git-export/dumb-http-files.js';
import type { PublishedRepository } from './git-export/export-site-repositories.js';
import { publishedVersionOf } from './emit/publish-output.js';
import { computeGitBlobId } from './model/git-blob-id.js';
import type { Model } from './model/model.js';

/**
 * A build's inputs named by one digest, so that a build whose inputs are those the published
 * version was built from writes nothing: in an app's repository most commits do not touch the
 * translations, and a site of a million strings would otherwise be planned and checked file by
 * file on each of them.
 *
 * The digest covers everything the output is made from: the program (its modules and Node's
 * versions), the build's options, the configuration as loaded, each component's key (its files'
 * git blob ids, settings, languages and its units' timestamps: KeptComponents), the blob ids of
 * the files the archives copy besides those (templates and `new_base`), the change table (every
 * change's fields and target, so a commit that changes nothing in the files, or reverts an
 * earlier one, still changes it) and the exported git repositories (their tips, which name their
 * whole history, and their files). There is none when a component has no key (no history, or a
 * file's own time stood in for the history's).
 */
const FORMAT = 'build-inputs-1';

/** What the summary says of the published output: the record keeps it beside the digest. */
export interface BuiltFigures {
  routes: number;
  files: number;
  bytes: number;
}

/**
 * The digest of a build's inputs (the model built, the repositories exported, and the options that
 * shape the output), or null when it has none.
 */
export function buildInputsDigest(content: Content, model: Model, repositories: readonly PublishedRepository[], options: unknown): string | null {
  if (model.componentKeys === null) return null;
  let read: unknown[];
  try {
    // The files the archives copy as they are (templates and new_base), by blob id.
    const copied = content.projects.flatMap((p) => p.components.map((c) => c.baseFiles.map((f) => computeGitBlobId(fs.readFileSync(f.path)))));
    const exported = repositories.map((r) => [r.component.id, r.branch, r.commit, r.files.map(exportedFileIdentity)]);
    read = [copied, exported];
  } catch {
    return null; // a file that cannot be read now fails the build as it is written
  }
  const exportStates = model.projects.flatMap((p) => p.components.map((c) => c.gitExport));
  return createHash('sha256')
    .update(JSON.stringify([FORMAT, codeDigest(), process.versions, options, content, model.componentKeys, read, exportStates]))
    .update(model.changes.digest())
    .digest('base64url');
}

/** A file of an exported repository: packs and their indexes are named by their content; the others by a digest of their bytes. */
function exportedFileIdentity(file: GitExportFile): [string, string, string] {
  if (file.immutable) return [file.path, file.contentType, ''];
  const bytes = 'bytes' in file.source ? file.source.bytes : fs.readFileSync(file.source.file);
  return [file.path, file.contentType, createHash('sha256').update(bytes).digest('base64url')];
}

/**
 * What the published version of `outDir` recorded of its build when that build's inputs had this
 * digest (and its inventory is there); else null.
 */
export function unchangedBuildOf(outDir: string, digest: string): BuiltFigures | null {
  const published = publishedVersionOf(outDir);
  if (published === null || !fs.existsSync(inventoryPathOf(published))) return null;
  const record = readCacheFile(inputsPathOf(published)) as Partial<BuiltFigures & { digest: string }> | null;
  if (record?.digest !== digest) return null;
  const { routes, files, bytes } = record;
  return Number.isInteger(routes) && Number.isInteger(files) && Number.isInteger(bytes) ? { routes: routes!, files: files!, bytes: bytes! } : null;
}

/** Records beside a finished version the digest of the inputs it was built from, before it is published. */
export function recordBuildInputs(versionDir: string, digest: string, figures: BuiltFigures): void {
  const file = inputsPathOf(versionDir);
  fs.writeFileSync(`${file}.partial`, JSON.stringify({ digest, routes: figures.routes, files: figures.files, bytes: figures.bytes }));
  fs.renameSync(`${file}.partial`, file);
}
