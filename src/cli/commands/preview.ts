import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { runBuild, type BuildOutcome } from '../../build.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { removeOnInterrupt } from '../../emit/remove-on-interrupt.js';
import { seedSpareVersion } from '../../emit/seed-spare-version.js';
import { BuildEvents } from '../../serve/build-events.js';
import { RebuildQueue } from '../../serve/rebuild-queue.js';
import { startServer } from '../../serve/start-server.js';
import { watchContent } from '../../serve/watch-content.js';
import { makeTemporaryFolder } from '../../temporary-folder.js';
import { createProgress } from '../progress/create-progress.js';
import { EXIT_BAD_CONTENT, UsageError, reportDiagnostics } from '../report.js';
import { waitForSignal } from './serve.js';

export interface PreviewCommandOptions {
  content: string;
  port: string;
  bind: string;
  quiet: boolean;
  /** Rebuild when the content changes (default); `--no-watch` builds once. */
  watch?: boolean;
}

/**
 * Builds the content for the address it will serve, into a temporary folder, and serves it. While
 * it serves, a change of the content (or a new commit) rebuilds into the same output: a rebuild
 * is warm (only what changed is written) and is served once it has succeeded; a failed one prints
 * its diagnostics and the previous build is served on. Open pages learn of each new build from the
 * server's event stream (build-events.ts). While it waits for the first change, it links a spare
 * copy of the output (seed-spare-version.ts), so that the first rebuild recycles it as later ones do.
 */
export async function previewCommand(options: PreviewCommandOptions): Promise<number> {
  const port = await choosePort(Number(options.port), options.bind);
  const host = options.bind === '0.0.0.0' || options.bind === '::' ? '127.0.0.1' : options.bind;
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // Made so that a build stopped by a signal removes it too (a Ctrl-C during the first build).
  const tmp = makeTemporaryFolder('static-tms-preview-');
  const out = path.join(tmp, 'dist');
  const build = async (quiet: boolean): Promise<BuildOutcome> => {
    const bag = new DiagnosticBag();
    const progress = createProgress({ quiet });
    const outcome = await runBuild({
      content: options.content, out, baseUrl, history: true, links: 'query',
      precompress: false, precompressLevel: 11, printHosts: () => [], progress, site: true,
    }, bag).finally(() => progress.close());
    reportDiagnostics(bag, options.content);
    return outcome;
  };
  try {
    const outcome = await build(options.quiet);
    if (!outcome.ok) return EXIT_BAD_CONTENT;
    process.stderr.write(`built ${outcome.written.routes} routes in ${outcome.seconds.total!.toFixed(2)} s\n`);
    const events = new BuildEvents();
    const server = await startServer({ dir: out, port, bind: options.bind, quiet: options.quiet, events });
    let builds = 1;
    let queue: RebuildQueue | null = null;
    let watcher: { close(): void } | null = null;
    const stopSeeding = new AbortController();
    const spare = options.watch !== false ? seedSpareVersion(out, { signal: stopSeeding.signal }) : Promise.resolve(false);
    if (options.watch !== false) {
      queue = new RebuildQueue(async () => {
        await spare; // a rebuild would remove a version still being linked
        // Rebuilds always run quietly: a progress display would interleave with the request log.
        const next = await build(true);
        if (!next.ok) {
          if (!next.interrupted) process.stderr.write('rebuild failed: still serving the previous build\n');
          return;
        }
        await server.reload();
        events.publish({ id: ++builds, seconds: next.seconds.total! });
        const w = next.written;
        process.stderr.write(`rebuilt ${w.routes} routes in ${next.seconds.total!.toFixed(2)} s (${w.written} written, ${w.linked} linked)\n`);
      });
      watcher = watchContent(options.content, () => queue!.notify());
    }
    process.stderr.write(`previewing ${options.content} at ${server.url}${watcher ? ', rebuilding on changes' : ''} (Ctrl-C to stop)\n`);
    await waitForSignal();
    // Closing waits for the spare copy, a stopping rebuild and open connections: a second signal
    // ends preview at once, as it does a build, its temporary output removed first.
    removeOnInterrupt([tmp]);
    watcher?.close();
    stopSeeding.abort();
    await spare;
    await queue?.close();
    await server.close();
    return 0;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The port to build for: the one asked, checked free now, or a free one for 0. */
function choosePort(port: number, bind: string): Promise<number> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0..65535`);
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (e: NodeJS.ErrnoException) =>
      reject(e.code === 'EADDRINUSE' ? new UsageError(`port ${port} on ${bind} is already in use; pick another with --port`) : e));
    probe.listen(port, bind, () => {
      const chosen = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(chosen));
    });
  });
}
