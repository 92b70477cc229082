/**
 * The files of a bare repository that git's dumb HTTP protocol reads, and how to serve them.
 * A client asks for `info/refs` (with `?service=git-upload-pack`, which a static host ignores;
 * a reply that is not a smart-protocol advertisement makes it fall back to the dumb protocol),
 * then `HEAD`, then loose objects (404 here), `objects/info/http-alternates` and
 * `objects/info/alternates` (404), `objects/info/packs`, and the packs' `.idx` and `.pack`.
 */

/** One file of the export: its path under `/git/<p>/<c>/`, its bytes or a file to copy them from. */
export interface GitExportFile {
  path: string;
  contentType: string;
  /**
   * True for packs and indexes, whose names hold the hash of their content: a host may let
   * them be cached forever. The other files change whenever the history does.
   */
  immutable: boolean;
  source: { bytes: Buffer } | { file: string };
}

/** The content types git-http-backend answers with. */
export const GIT_EXPORT_CONTENT_TYPES = {
  text: 'text/plain; charset=utf-8',
  pack: 'application/x-git-packed-objects',
  idx: 'application/x-git-packed-objects-toc',
} as const;

/** HEAD, info/refs and objects/info/packs for one branch whose objects are all in one pack. */
export function dumbHttpIndexFiles(branch: string, commit: string, packName: string): GitExportFile[] {
  const ref = `refs/heads/${branch}`;
  const text = (path: string, body: string): GitExportFile => ({
    path,
    contentType: GIT_EXPORT_CONTENT_TYPES.text,
    immutable: false,
    source: { bytes: Buffer.from(body, 'utf8') },
  });
  return [
    text('HEAD', `ref: ${ref}\n`),
    // The format of `git update-server-info`: `<id> TAB <ref> LF`.
    text('info/refs', `${commit}\t${ref}\n`),
    // The format of `git update-server-info`: one `P <pack>` line per pack, then an empty line.
    text('objects/info/packs', `P pack-${packName}.pack\n\n`),
  ];
}

/** The pack and its index, copied from the files `git pack-objects` wrote. */
export function dumbHttpPackFiles(packName: string, packPrefix: string): GitExportFile[] {
  return [
    { path: `objects/pack/pack-${packName}.idx`, contentType: GIT_EXPORT_CONTENT_TYPES.idx, immutable: true, source: { file: `${packPrefix}-${packName}.idx` } },
    { path: `objects/pack/pack-${packName}.pack`, contentType: GIT_EXPORT_CONTENT_TYPES.pack, immutable: true, source: { file: `${packPrefix}-${packName}.pack` } },
  ];
}
