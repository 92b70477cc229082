import type { PlannedRoute } from '../api/planned-route.js';
import { collectAfterLargeStep } from '../collect-garbage.js';
import { errorFiles } from './error-bodies.js';
import type { Inventory } from './inventory-reader.js';
import { CONTENT_TYPES, renderManifestParts } from './manifest-head.js';
import { EventLoopTurns } from './event-loop-turns.js';
import { siteHeadersOf } from './site-content-types.js';
import { LazyBytes } from '../api/lazy-bytes.js';
import { LazyParts } from '../api/lazy-parts.js';
import type { LazyItem } from '../api/lazy-item.js';
import type { HostFile, ManifestHead, ManifestRoute } from './manifest-types.js';
import { checkUrlSegments, fileOfUrl, pageFileOfUrl } from './output-paths.js';
import { ManifestLines } from './manifest-lines.js';
import { writePage } from './page-envelope.js';
import { PageFileList } from './page-file-list.js';
import { TreeWriter, type FileHash } from './tree-writer.js';
import { asOutputError, OutputError } from './output-error.js';

export interface WriteOptions {
  /** The version folder being built, swapped in by `publishOutput`. */
  dir: string;
  /** What `dir` already holds when it is a recycled version (consumed while writing). */
  reuse: Inventory | null;
  head: ManifestHead;
  precompress: boolean;
  precompressLevel: number;
  /** The published version's folder, whose precompressed siblings are copied rather than made again; null when none. */
  published?: string | null;
  /** What every fingerprint also depends on: the program and the URL options (build.ts `outputSalt`). */
  salt: string;
  /**
   * Host printers run on the finished manifest; they may refuse (a thrown usage error). `routes`
   * parses the manifest's routes when called: a build for no host never holds them as objects.
   */
  printHosts: (head: ManifestHead, routes: () => ManifestRoute[]) => HostFile[];
  /**
   * Asked before each route and before the version is finished: true when the build must stop (the
   * input failed, its error already reported, or a signal came). Then the version is left
   * unpublished with an exact inventory of what it holds (TreeWriter.abandon).
   */
  stopped?: () => boolean;
}

export interface WriteResult {
  /** Files and bytes of the whole output. */
  files: number;
  bytes: number;
  routes: number;
  /** Files actually written; the others were already in the recycled folder with the same bytes, or linked. */
  written: number;
  /** Files hard-linked to the published version's same bytes (a fresh folder seeded from it). */
  linked: number;
  /** Precompressed siblings made by a compressor; the others were kept from the recycled folder or copied from the published one. */
  compressed: number;
  /** The routes ended early (WriteOptions.stopped): the folder is incomplete and must not be published. */
  stopped: boolean;
}

export { OutputError };

/** Writes every planned route, the error files, the manifest and host files into `options.dir`. */
export async function writeOutput(routes: Iterable<PlannedRoute>, options: WriteOptions): Promise<WriteResult> {
  const writer = new TreeWriter(options);
  const lines = new ManifestLines(`${options.dir}.lines`);
  const stopped = options.stopped ?? (() => false);
  const result = (early: boolean): WriteResult => ({ files: writer.files, bytes: writer.bytes, routes: lines.count, written: writer.written, linked: writer.linked, compressed: writer.compressed, stopped: early });
  try {
    const mixedCase = await writeRoutes(writer, routes, lines, stopped);
    if (mixedCase === null) {
      await writer.abandon();
      return result(true);
    }
    // What the routes left (their plans, lists and pages), collected before the manifest is
    // sorted and written beside it.
    collectAfterLargeStep(lines.count);
    for (const f of errorFiles()) await writer.write(f.path, f.text, true);
    // Every line starts {"url":"<url>", and '"' sorts before every character a URL may hold
    // (output-paths.ts), so the lines sorted are the routes sorted by URL; they are checked for
    // URLs that collide as the manifest is written.
    await writer.writeParts('headers-manifest.json', renderManifestParts(options.head, withUniqueUrls(lines.sorted(), mixedCase)));
    const hostFiles = options.printHosts(options.head, () => Array.from(lines.sorted(), (l) => JSON.parse(l) as ManifestRoute));
    for (const f of hostFiles) await writer.write(f.path, f.text, false);
    if (stopped()) {
      await writer.abandon();
      return result(true);
    }
    await writer.finish();
    return result(false);
  } catch (error) {
    await writer.abandon();
    throw asOutputError(error);
  } finally {
    lines.dispose();
  }
}

/**
 * Two routes may not share a URL, nor have URLs equal but for case (one file on a case-insensitive
 * disk). `mixedCase` maps the lowercase form of each URL holding capitals to that URL; the sorted
 * lines give each URL once, next to an equal one. Passes the lines on as it checks them.
 */
function* withUniqueUrls(sorted: Iterable<string>, mixedCase: Map<string, string>): Generator<string> {
  let previous = '';
  for (const line of sorted) {
    const url = urlOfLine(line);
    const other = url === previous ? url : mixedCase.get(url);
    if (other !== undefined) throw new OutputError('output-path-conflict', `${url} and ${other} map to one file on a case-insensitive disk`);
    previous = url;
    yield line;
  }
}

/** A manifest line starts `{"url":"<url>",` and a URL holds no character JSON escapes. */
function urlOfLine(line: string): string {
  return line.slice(8, line.indexOf('"', 8));
}

/**
 * Writes the routes, adding their manifest lines (one compact string per route: there are
 * millions) to `lines`; returns the URLs with capitals, by their lowercase form, or null when the
 * build stopped (`stopped`) before the routes ended.
 */
async function writeRoutes(writer: TreeWriter, routes: Iterable<PlannedRoute>, lines: ManifestLines, stopped: () => boolean): Promise<Map<string, string> | null> {
  const mixedCase = new Map<string, string>();
  /** Lists whose pages arrive one by one, until their last page. */
  const openLists = new Map<string, Omit<ManifestRoute, 'page_files'> & { pages: number; page_files: PageFileList }>();
  const turns = new EventLoopTurns();
  for (const route of routes) {
    if (turns.due()) await turns.take();
    if (stopped()) return null;
    if ('page' in route && route.page.n > 1) {
      const list = openLists.get(route.url);
      if (!list || list.pages !== route.page.n - 1) throw new Error(`page ${route.page.n} of ${route.url} out of order`);
      list.pages = route.page.n;
      list.page_files.push(await writePage(writer, pageFileOfUrl(route.url, route.page.n), route.page));
      if (route.page.last) {
        openLists.delete(route.url);
        lines.add(JSON.stringify(list));
      }
      continue;
    }
    const problem = checkUrlSegments(route.url);
    if (problem) throw new OutputError('url-segment-invalid', `${route.url}: ${problem}`);
    if (/[A-Z]/.test(route.url)) {
      const key = route.url.toLowerCase();
      const other = mixedCase.get(key);
      if (other !== undefined && other !== route.url) throw new OutputError('output-path-conflict', `${route.url} and ${other} map to one file on a case-insensitive disk`);
      mixedCase.set(key, route.url);
    }
    if (openLists.has(route.url)) throw new OutputError('output-path-conflict', `${route.url} is planned twice`);
    if ('page' in route) {
      const file = fileOfUrl(route.url);
      const list = { url: route.url, kind: route.kind, file, ...(await writePage(writer, file, route.page)), pages: 1, page_files: new PageFileList() };
      if (route.page.last) lines.add(JSON.stringify(list));
      else openLists.set(route.url, list);
      continue;
    }
    if ('lazy' in route) {
      // Kept at once (TreeWriter.keepAtOnce) without an await: most of a warm build's routes.
      const file = fileOfUrl(route.url);
      lines.add(itemLine(route, file, writer.keepAtOnce(file, route.lazy.fingerprint) ?? (await keepOrWrite(writer, file, route.lazy, true))));
      continue;
    }
    lines.add(JSON.stringify(await writeRoute(writer, route)));
  }
  if (stopped()) return null;
  if (openLists.size > 0) throw new Error(`lists without their last page: ${[...openLists.keys()].join(', ')}`);
  return mixedCase;
}

/**
 * The manifest line of an item (a unit, a change …) whose file is `file`. Items are most routes of
 * any build, so the line is made as the JSON of its ManifestRoute without the object: its URL
 * passed checkUrlSegments, and no kind, file or hash holds a character JSON escapes.
 */
function itemLine(route: Extract<PlannedRoute, { lazy: unknown }>, file: string, hash: FileHash): string {
  return `{"url":"${route.url}","kind":"${route.kind}","file":"${file}","sha256":"${hash.sha256}","size":${hash.size}}`;
}

async function writeRoute(writer: TreeWriter, route: Exclude<PlannedRoute, { page: unknown } | { lazy: unknown }>): Promise<ManifestRoute> {
  if ('body' in route) {
    const file = fileOfUrl(route.url);
    return { url: route.url, kind: route.kind, file, ...(await writer.write(file, route.body, true)) };
  }
  if ('asset' in route) {
    const { file, ext, lazy } = route.asset;
    // A PNG is compressed already: no .br or .gz beside it.
    const compressible = !(lazy instanceof LazyBytes);
    return { url: route.url, kind: route.kind, file, ...(await keepOrWrite(writer, file, lazy, compressible)), headers: siteHeadersOf(ext) };
  }
  if ('binary' in route) {
    const { file, fingerprint, headers, read } = route.binary;
    const hash = (await writer.keep(file, fingerprint, false)) ?? (await writer.write(file, read(), false, fingerprint));
    return { url: route.url, kind: route.kind, file, ...hash, headers };
  }
  if ('raw' in route) {
    const file = fileOfUrl(route.url, `index.${route.raw.ext}`);
    const { bytes } = route.raw;
    const written =
      bytes instanceof LazyParts
        ? ((await writer.keep(file, bytes.fingerprint, true)) ?? (await writer.writeParts(file, bytes.parts(), { compressible: true, fingerprint: bytes.fingerprint })))
        : bytes instanceof LazyBytes
          ? await keepOrWrite(writer, file, bytes, true)
          : await writer.write(file, bytes, true);
    const contentType = CONTENT_TYPES[route.raw.ext] ?? 'application/octet-stream';
    const variants = [];
    for (const { file: name, lazy } of route.raw.variants ?? []) {
      const rel = fileOfUrl(route.url, name);
      variants.push({ file: name, ...(await keepOrWrite(writer, rel, lazy, true)) });
    }
    const headers = { 'Content-Type': contentType, 'Content-Disposition': route.raw.disposition };
    return { url: route.url, kind: route.kind, file, ...written, headers, ...(variants.length > 0 ? { variant_files: variants } : {}) };
  }
  const file = fileOfUrl(route.url);
  let first: { sha256: string; size: number } | null = null;
  const pageFiles: { sha256: string; size: number }[] = [];
  let n = 0;
  for (const body of route.pages) {
    n++;
    if (n === 1) first = await writer.write(file, body, true);
    else pageFiles.push(await writer.write(pageFileOfUrl(route.url, n), body, true));
  }
  if (!first) throw new Error(`list ${route.url} produced no page`);
  return { url: route.url, kind: route.kind, file, ...first, pages: n, page_files: pageFiles };
}

/** The previous build's file when its fingerprint is the same, else the file rendered and written. */
async function keepOrWrite(writer: TreeWriter, file: string, lazy: LazyItem | LazyBytes, compressible: boolean): Promise<FileHash> {
  if (lazy instanceof LazyBytes) return (await writer.keep(file, lazy.fingerprint, compressible)) ?? (await writer.write(file, await lazy.bytes(), compressible, lazy.fingerprint));
  return (await writer.keep(file, lazy.fingerprint, compressible)) ?? (await writer.write(file, lazy.json(), compressible, lazy.fingerprint, lazy.sha256));
}
