import { INTERRUPT_SIGNALS } from '../../emit/remove-on-interrupt.js';
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

/**
 * Resolves when the first of Ctrl-C, `kill` or a closed terminal comes, and stops listening for all
 * three: one that comes later has its default effect (or a handler of its own) instead of being
 * swallowed by a listener left behind.
 */
export function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = (): void => {
      for (const s of INTERRUPT_SIGNALS) process.removeListener(s, stop);
      resolve();
    };
    for (const s of INTERRUPT_SIGNALS) process.on(s, stop);
  });
}
