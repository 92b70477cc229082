import { open, stat } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ManifestHead } from '../emit/manifest-types.js';
import type { BuildEvents } from './build-events.js';
import { loadManifestHead } from './load-manifest-head.js';
import { createRouter, NOT_FOUND_TEXT } from './route-request.js';
import type { FindFile, HeaderMap, RouteDecision, RouteRequest } from './route-request.js';
import { ServeError } from './serve-error.js';

export interface ServerOptions {
  dir: string;
  port: number;
  bind: string;
  quiet: boolean;
  log?: (line: string) => void;
  /** `preview`: the stream of finished builds (build-events.ts), answered before any route. */
  events?: BuildEvents;
}

export interface RunningServer {
  /** The API root served, e.g. `http://127.0.0.1:8080/api/` (`…/l10n/api/` with a base path). */
  url: string;
  port: number;
  /** Reads the manifest head again (after a rebuild published a new version); a bad one throws and the old stays. */
  reload(): Promise<void>;
  close(): Promise<void>;
}

/** Errors that mean "no such file" for a path built from a URL. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG', 'ELOOP']);

function isMissing(error: unknown): boolean {
  return MISSING.has((error as NodeJS.ErrnoException).code ?? '');
}

function writeStderr(line: string): void {
  process.stderr.write(`${line}\n`);
}

/**
 * The preview server of hosting.md §7: answers every row of §2 from the manifest head, the kinds'
 * patterns and the file system. Throws a ServeError (exit 2) for a missing or foreign manifest
 * and for a port already taken.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? writeStderr;
  const dir = path.resolve(options.dir);
  let head = await loadManifestHead(dir);
  const findFile: FindFile = async (files) => {
    for (const file of files) {
      try {
        if ((await stat(path.join(dir, file))).isFile()) return file;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return undefined;
  };
  let route = createRouter(head, findFile);

  const server = createServer((request, response) => {
    if (options.events?.answer(request, response)) return;
    const started = performance.now();
    if (!options.quiet) {
      response.once('close', () => {
        const ms = (performance.now() - started).toFixed(1);
        log(`${request.method ?? ''} ${request.url ?? ''} ${response.statusCode} ${ms}ms`);
      });
    }
    handleRequest(request, response, route, dir, head.defaults).catch((error: unknown) => {
      log(`error answering ${request.method ?? ''} ${request.url ?? ''}: ${(error as Error).stack ?? String(error)}`);
      if (!response.headersSent) {
        const body = '{"detail":"Internal server error."}';
        response.writeHead(500, { ...head.defaults, 'Content-Length': String(Buffer.byteLength(body)) });
        response.end(body);
      } else response.destroy();
    });
  });

  await listen(server, options.port, options.bind);
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const origin = `http://${hostForUrl(options.bind)}:${port}`;
  warnOnForeignOrigin(head, options.bind, origin, log);

  return {
    url: `${origin}${head.base_path}/api/`,
    port,
    reload: async () => {
      const next = await loadManifestHead(dir);
      route = createRouter(next, findFile);
      head = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function listen(server: ReturnType<typeof createServer>, port: number, bind: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(
          new ServeError('port-in-use', `port ${port} on ${bind} is already in use: stop what holds it or choose another with --port`, {
            cause: error,
          }),
        );
      } else {
        reject(new ServeError('listen-failed', `cannot listen on ${bind} port ${port}: ${error.message}`, { cause: error }));
      }
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, bind);
  });
}

function hostForUrl(bind: string): string {
  if (bind === '0.0.0.0' || bind === '') return '127.0.0.1';
  if (bind === '::') return '[::1]';
  return bind.includes(':') ? `[${bind}]` : bind;
}

function isWildcard(bind: string): boolean {
  return bind === '0.0.0.0' || bind === '::' || bind === '';
}

/** wlc 2.x refuses links on another origin than the one it talks to (hosting.md §4, §7). */
function warnOnForeignOrigin(head: ManifestHead, bind: string, origin: string, log: (line: string) => void): void {
  let built: URL;
  try {
    built = new URL(head.base_url);
  } catch {
    log(`warning: the manifest's base_url ${JSON.stringify(head.base_url)} is not a URL; clients will not follow its links`);
    return;
  }
  const served = new URL(origin);
  // A wildcard bind answers on every host name, so only the scheme and port can be compared.
  const same = isWildcard(bind)
    ? built.protocol === served.protocol && built.port === served.port
    : built.origin === served.origin;
  if (!same) {
    log(
      `warning: the site was built for ${built.origin} but is served at ${served.origin}; ` +
        'wlc 2.x refuses links on another origin (rebuild with --base-url, or use static-tms preview)',
    );
  }
}

async function handleRequest(
  request: IncomingMessage,
  response: ServerResponse,
  route: RouteRequest,
  dir: string,
  defaults: HeaderMap,
): Promise<void> {
  const method = (request.method ?? 'GET').toUpperCase();
  const decision = await route(method, request.url ?? '/');
  await sendDecision(decision, method, response, dir, defaults);
}

async function sendDecision(
  decision: RouteDecision,
  method: string,
  response: ServerResponse,
  dir: string,
  defaults: HeaderMap,
): Promise<void> {
  switch (decision.type) {
    case 'text':
      return sendText(response, decision.status, decision.headers, decision.body);
    case 'redirect':
      return sendText(response, decision.status, decision.headers, '');
    case 'error-file': {
      const handle = await openFile(path.join(dir, decision.file));
      if (handle === undefined) return sendText(response, decision.status, decision.headers, decision.fallback);
      return sendFile(response, method, handle, decision.status, decision.headers, false, defaults);
    }
    case 'file': {
      const handle = await openFile(path.join(dir, decision.file));
      if (handle === undefined) {
        // Removed between routing and opening (a build replaced the output): not found.
        return sendText(response, 404, defaults, NOT_FOUND_TEXT);
      }
      return sendFile(response, method, handle, decision.status, decision.headers, true, defaults);
    }
  }
}

function sendText(response: ServerResponse, status: number, headers: HeaderMap, body: string): void {
  response.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
  response.end(body);
}

async function openFile(file: string): Promise<FileHandle | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  return handle;
}

/** Streams one file with identity encoding; HEAD gets the same headers and no body. */
async function sendFile(
  response: ServerResponse,
  method: string,
  handle: FileHandle,
  status: number,
  headers: HeaderMap,
  validators: boolean,
  defaults: HeaderMap,
): Promise<void> {
  let stats;
  try {
    stats = await handle.stat();
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (!stats.isFile()) {
    await handle.close();
    return sendText(response, 404, defaults, NOT_FOUND_TEXT);
  }
  const fileHeaders: HeaderMap = { ...headers, 'Content-Length': String(stats.size) };
  if (validators) {
    fileHeaders.ETag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    fileHeaders['Last-Modified'] = stats.mtime.toUTCString();
  }
  response.writeHead(status, fileHeaders);
  if (method === 'HEAD') {
    await handle.close();
    response.end();
    return;
  }
  const stream = handle.createReadStream();
  stream.on('error', () => response.destroy());
  response.on('close', () => stream.destroy());
  stream.pipe(response);
}
