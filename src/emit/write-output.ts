import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { PlannedRoute } from '../api/plan-output.js';
import { errorFiles } from './error-bodies.js';
import { CONTENT_TYPES, renderManifest } from './manifest-head.js';
import type { HostFile, ManifestHead, ManifestRoute } from './manifest-types.js';
import { checkUrlSegments, fileOfUrl, pageFileOfUrl } from './output-paths.js';

export interface WriteOptions {
  /** The staging folder: a fresh folder next to the output, swapped in by `publishOutput`. */
  dir: string;
  head: ManifestHead;
  precompress: boolean;
  precompressLevel: number;
  /** Host printers run on the finished manifest; they may refuse (a thrown usage error). */
  printHosts: (head: ManifestHead, routes: ManifestRoute[]) => HostFile[];
}

export interface WriteResult {
  files: number;
  bytes: number;
  routes: number;
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
  for (const f of errorFiles()) writer.write(f.path, f.text, true);
  manifestRoutes.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  writer.write('headers-manifest.json', renderManifest(options.head, manifestRoutes.map((r) => JSON.stringify(r))), false);
  for (const f of options.printHosts(options.head, manifestRoutes)) writer.write(f.path, f.text, false);
  return { files: writer.files, bytes: writer.bytes, routes: manifestRoutes.length };
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

class TreeWriter {
  files = 0;
  bytes = 0;
  private readonly made = new Set<string>();

  constructor(private readonly options: WriteOptions) {}

  /** Writes one file (and its precompressed siblings when asked); returns its hash and size. */
  write(rel: string, data: string | Buffer, compressible: boolean): { sha256: string; size: number } {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const abs = path.join(this.options.dir, rel);
    const dir = path.dirname(abs);
    if (!this.made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.made.add(dir);
    }
    fs.writeFileSync(abs, bytes);
    this.files++;
    this.bytes += bytes.length;
    if (compressible && this.options.precompress) {
      this.writeSibling(`${abs}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      this.writeSibling(`${abs}.br`, zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: this.options.precompressLevel,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }));
    }
    return { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
  }

  private writeSibling(abs: string, bytes: Buffer): void {
    fs.writeFileSync(abs, bytes);
    this.files++;
    this.bytes += bytes.length;
  }
}
