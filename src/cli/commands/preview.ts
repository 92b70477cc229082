import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runBuild } from '../../build.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { startServer } from '../../serve/start-server.js';
import { createProgress } from '../progress/create-progress.js';
import { EXIT_BAD_CONTENT, UsageError, reportDiagnostics } from '../report.js';
import { waitForSignal } from './serve.js';

export interface PreviewCommandOptions {
  content: string;
  port: string;
  bind: string;
  quiet: boolean;
}

/** Builds the content for the address it will serve, into a temporary folder, and serves it. */
export async function previewCommand(options: PreviewCommandOptions): Promise<number> {
  const port = await choosePort(Number(options.port), options.bind);
  const host = options.bind === '0.0.0.0' || options.bind === '::' ? '127.0.0.1' : options.bind;
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-preview-'));
  const out = path.join(tmp, 'dist');
  const bag = new DiagnosticBag();
  try {
    const progress = createProgress({ quiet: options.quiet });
    const outcome = await runBuild({
      content: options.content, out, baseUrl, history: true, links: 'query',
      precompress: false, precompressLevel: 11, printHosts: () => [], progress, site: true,
    }, bag).finally(() => progress.close());
    reportDiagnostics(bag, options.content);
    if (!outcome.ok) return EXIT_BAD_CONTENT;
    process.stderr.write(`built ${outcome.written.routes} routes in ${outcome.seconds.total!.toFixed(2)} s\n`);
    const server = await startServer({ dir: out, port, bind: options.bind, quiet: options.quiet });
    process.stderr.write(`previewing ${options.content} at ${server.url} (Ctrl-C to stop)\n`);
    await waitForSignal();
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
