import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Fetcher } from './crawl-host.js';

/** An in-process host (a Fetcher) behind a local HTTP server, for crawlers that fetch an origin. */
export async function serveFetcher(fetcher: Fetcher): Promise<{ origin: string; stop(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string'));
    fetcher(req.method ?? 'GET', req.url ?? '/', headers).then(
      (answer) => {
        for (const [name, values] of answer.headers) res.setHeader(name, values);
        res.writeHead(answer.status);
        res.end(req.method === 'HEAD' ? undefined : answer.body);
      },
      (error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
