import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { GitExportFile } from '../../src/git-export/dumb-http-files.js';

/** Writes the export's files under `siteRoot` + `urlPath` (e.g. `/git/demo/ui/`), as a build would. */
export function writeExport(files: readonly GitExportFile[], siteRoot: string, urlPath: string): void {
  for (const f of files) {
    const target = path.join(siteRoot, urlPath, f.path);
    mkdirSync(path.dirname(target), { recursive: true });
    if ('bytes' in f.source) writeFileSync(target, f.source.bytes);
    else copyFileSync(f.source.file, target);
  }
}

export interface PlainServer {
  origin: string;
  /** `METHOD path?query status` of every request, in order. */
  requests: string[];
  stop(): Promise<void>;
}

/**
 * The plainest static host: a path names a file (the query is ignored), served with the type the
 * export gives it, anything else is 404. No index files, no rewrites.
 */
export async function startPlainServer(siteRoot: string, types: ReadonlyMap<string, string>): Promise<PlainServer> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(siteRoot, decodeURIComponent(url.pathname));
    let body: Buffer | undefined;
    try {
      if (file.startsWith(siteRoot + path.sep)) body = readFileSync(file);
    } catch {
      body = undefined;
    }
    const type = types.get(url.pathname);
    requests.push(`${req.method ?? ''} ${req.url ?? ''} ${body && type ? 200 : 404}`);
    if (!body || !type) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
