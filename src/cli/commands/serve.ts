import { startServer } from '../../serve/start-server.js';

export interface ServeCommandOptions {
  port: string;
  bind: string;
  quiet: boolean;
}

/** Serves a built output folder until interrupted. */
export async function serveCommand(dir: string, options: ServeCommandOptions): Promise<number> {
  const server = await startServer({ dir, port: Number(options.port), bind: options.bind, quiet: options.quiet });
  process.stderr.write(`serving ${dir} at ${server.url}\n`);
  await waitForSignal();
  await server.close();
  return 0;
}

export function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
