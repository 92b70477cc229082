import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The preview server's stream of finished builds, as Server-Sent Events, so that an open page can
 * reload itself when `preview` has rebuilt. Its path starts with a dot: no URL of the output can
 * (output-paths.ts refuses such segments), so it never hides a route.
 */
export const BUILD_EVENTS_PATH = '/.static-tms/events';

export class BuildEvents {
  private readonly clients = new Set<ServerResponse>();
  private last: string | null = null;

  /** Answers a request for the stream; true when `request` was one. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const pathname = (request.url ?? '').split('?')[0];
    if (pathname !== BUILD_EVENTS_PATH || (request.method ?? 'GET').toUpperCase() !== 'GET') return false;
    response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    // The build being served: a page that missed a rebuild while it reconnected sees a new id.
    response.write(`retry: 1000\n${this.last === null ? '' : `event: build\ndata: ${this.last}\n`}\n`);
    this.clients.add(response);
    response.once('close', () => this.clients.delete(response));
    return true;
  }

  /** Tells every open stream that a new build is served. */
  publish(build: { id: number; seconds: number }): void {
    this.last = JSON.stringify(build);
    for (const client of this.clients) client.write(`event: build\ndata: ${this.last}\n\n`);
  }
}
