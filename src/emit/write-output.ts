import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { PlannedRoute } from '../api/plan-output.js';
import { errorFiles } from './error-bodies.js';
import { fileDigest, InventoryWriter, type Inventory } from './file-inventory.js';
import { CONTENT_TYPES, renderManifest } from './manifest-head.js';
import type { HostFile, ManifestHead, ManifestRoute } from './manifest-types.js';
import { checkUrlSegments, fileOfUrl, pageFileOfUrl } from './output-paths.js';

export interface WriteOptions {
  /** The version folder being built, swapped in by `publishOutput`. */
  dir: string;
  /** What `dir` already holds when it is a recycled version (consumed while writing). */
  reuse: Inventory | null;
  head: ManifestHead;
  precompress: boolean;
  precompressLevel: number;
  /** Host printers run on the finished manifest; they may refuse (a thrown usage error). */
  printHosts: (head: ManifestHead, routes: ManifestRoute[]) => HostFile[];
}

export interface WriteResult {
  /** Files and bytes of the whole output. */
  files: number;
  bytes: number;
  routes: number;
  /** Files actually written; the others were already in the recycled folder with the same bytes. */
  written: number;
}

/** A bad URL found while writing: the build stops and the previous output stays. */
export class OutputError extends Error {
  constructor(
    readonly code: 'url-segment-invalid' | 'output-path-conflict',
    message: string,
  ) {
    super(message);
  }
}

/** Writes every planned route, the error files, the manifest and host files into `options.dir`. */
export function writeOutput(routes: Iterable<PlannedRoute>, options: WriteOptions): WriteResult {
  const writer = new TreeWriter(options);
  try {
    const manifestRoutes = writeRoutes(writer, routes);
    for (const f of errorFiles()) writer.write(f.path, f.text, true);
    manifestRoutes.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    writer.write('headers-manifest.json', renderManifest(options.head, manifestRoutes.map((r) => JSON.stringify(r))), false);
    for (const f of options.printHosts(options.head, manifestRoutes)) writer.write(f.path, f.text, false);
    writer.finish();
    return { files: writer.files, bytes: writer.bytes, routes: manifestRoutes.length, written: writer.written };
  } catch (error) {
    writer.abandon();
    throw error;
  }
}

function writeRoutes(writer: TreeWriter, routes: Iterable<PlannedRoute>): ManifestRoute[] {
  const manifestRoutes: ManifestRoute[] = [];
  const seen = new Map<string, string>();
  for (const route of routes) {
    const problem = checkUrlSegments(route.url);
    if (problem) throw new OutputError('url-segment-invalid', `${route.url}: ${problem}`);
    const folded = route.url.toLowerCase();
    const other = seen.get(folded);
    if (other !== undefined) throw new OutputError('output-path-conflict', `${route.url} and ${other} map to one file on a case-insensitive disk`);
    seen.set(folded, route.url);
    manifestRoutes.push(writeRoute(writer, route));
  }
  return manifestRoutes;
}

function writeRoute(writer: TreeWriter, route: PlannedRoute): ManifestRoute {
  if ('body' in route) {
    const file = fileOfUrl(route.url);
    return { url: route.url, kind: route.kind, file, ...writer.write(file, route.body, true) };
  }
  if ('raw' in route) {
    const file = fileOfUrl(route.url, `index.${route.raw.ext}`);
    const written = writer.write(file, route.raw.bytes, true);
    const contentType = CONTENT_TYPES[route.raw.ext] ?? 'application/octet-stream';
    return { url: route.url, kind: route.kind, file, ...written, headers: { 'Content-Type': contentType, 'Content-Disposition': route.raw.disposition } };
  }
  const file = fileOfUrl(route.url);
  let first: { sha256: string; size: number } | null = null;
  const pageFiles: { sha256: string; size: number }[] = [];
  let n = 0;
  for (const body of route.pages) {
    n++;
    if (n === 1) first = writer.write(file, body, true);
    else pageFiles.push(writer.write(pageFileOfUrl(route.url, n), body, true));
  }
  if (!first) throw new Error(`list ${route.url} produced no page`);
  return { url: route.url, kind: route.kind, file, ...first, pages: n, page_files: pageFiles };
}

/**
 * Writes files into a version folder. When the folder is recycled (`reuse` says what it holds), a
 * file whose digest is unchanged is left alone, so it is neither rewritten nor touched (its mtime,
 * and the ETag a server derives from it, stay); `finish` removes what the new output no longer has.
 */
class TreeWriter {
  files = 0;
  bytes = 0;
  /** Files actually written (the rest were already there with the same bytes). */
  written = 0;
  private readonly inventory: InventoryWriter;

  constructor(private readonly options: WriteOptions) {
    this.inventory = new InventoryWriter(options.dir);
  }

  /** Writes one file (and its precompressed siblings when asked); returns its hash and size. */
  write(rel: string, data: string | Buffer, compressible: boolean): { sha256: string; size: number } {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const digest = fileDigest(sha256, bytes.length);
    this.put(rel, digest, bytes.length, () => bytes);
    if (compressible && this.options.precompress) {
      this.put(`${rel}.gz`, `gz9:${digest}`, null, () => zlib.gzipSync(bytes, { level: 9 }));
      const level = this.options.precompressLevel;
      this.put(`${rel}.br`, `br${level}:${digest}`, null, () => zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: level,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }));
    }
    return { sha256, size: bytes.length };
  }

  /** Removes the recycled folder's files that the new output no longer has, then records the inventory. */
  finish(): void {
    const stale = this.options.reuse;
    if (stale) {
      for (const rel of stale.keys()) removeFileAndEmptyFolders(this.options.dir, rel);
      stale.clear();
    }
    this.inventory.close();
  }

  /**
   * After a failure: the folder holds what was written plus the recycled files not yet
   * reached, so the inventory can still say exactly that and the next build may recycle it.
   */
  abandon(): void {
    for (const [rel, digest] of this.options.reuse ?? []) this.inventory.add(rel, digest);
    this.inventory.close();
  }

  private put(rel: string, digest: string, knownSize: number | null, make: () => Buffer): void {
    const reuse = this.options.reuse;
    const old = reuse?.get(rel);
    if (old !== undefined) reuse!.delete(rel);
    let size = knownSize;
    if (old !== digest) {
      const bytes = make();
      writeFileMakingFolders(path.join(this.options.dir, rel), bytes);
      this.written++;
      size = bytes.length;
    } else if (size === null) {
      size = fs.statSync(path.join(this.options.dir, rel)).size;
    }
    this.inventory.add(rel, digest);
    this.files++;
    this.bytes += size;
  }
}

/** One syscall in the common case; folders are made only when the file's folder is missing. */
function writeFileMakingFolders(abs: string, bytes: Buffer): void {
  try {
    fs.writeFileSync(abs, bytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, bytes);
  }
}

function removeFileAndEmptyFolders(root: string, rel: string): void {
  fs.rmSync(path.join(root, rel), { force: true });
  for (let dir = path.dirname(rel); dir !== '.'; dir = path.dirname(dir)) {
    try {
      fs.rmdirSync(path.join(root, dir));
    } catch {
      return; // not empty (or already gone): its parents are not empty either
    }
  }
}
