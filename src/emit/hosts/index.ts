import type { HostFile, ManifestHead, ManifestRoute } from '../manifest-types.js';
import { printApache } from './apache.js';
import { printCaddy } from './caddy.js';
import { printCloudflare } from './cloudflare.js';
import { printCloudfront } from './cloudfront.js';
import { HostLimitError } from './host-error.js';
import { printNetlify } from './netlify.js';
import { printNginx } from './nginx.js';
import { printServe } from './serve.js';
import { printVercel } from './vercel.js';

export { HostLimitError } from './host-error.js';

/** Names `--host` accepts (hosting.md §5), in the order files are printed. */
export const HOST_NAMES = ['nginx', 'caddy', 'apache', 'netlify', 'cloudflare', 'vercel', 'cloudfront', 'serve'] as const;
export type HostName = (typeof HOST_NAMES)[number];

type Printer = (head: ManifestHead, routes: ManifestRoute[]) => HostFile[];

const PRINTERS: Record<HostName, Printer> = {
  nginx: printNginx,
  caddy: printCaddy,
  apache: printApache,
  netlify: printNetlify,
  cloudflare: printCloudflare,
  vercel: printVercel,
  cloudfront: printCloudfront,
  serve: printServe,
};

export function isHostName(name: string): name is HostName {
  return (HOST_NAMES as readonly string[]).includes(name);
}

/**
 * The files `--host NAME` writes, relative to `dist/`. Throws HostLimitError (exit 2) for an unknown
 * host, a usage error (base path on a root-only host, serve in query mode) or a platform limit.
 */
export function printHostFiles(name: string, head: ManifestHead, routes: ManifestRoute[]): HostFile[] {
  if (!isHostName(name)) {
    throw new HostLimitError('host-unknown', `unknown --host ${name}`, `use one of ${HOST_NAMES.join(', ')}`);
  }
  return PRINTERS[name](head, routes);
}
