import type { ManifestHead } from '../manifest-types.js';
import { HostLimitError } from './host-error.js';

/** Netlify, Cloudflare Pages, Vercel and serve publish a folder at the site root (hosting.md §1.6). */
export function refuseBasePath(host: string, head: ManifestHead): void {
  if (head.base_path !== '') {
    throw new HostLimitError(
      'host-needs-root',
      `--host ${host} publishes dist/ at the site root, but base_url has the path ${head.base_path}`,
      'use a base_url without a path, or a host that can serve a sub-path (nginx, caddy, apache, cloudfront)',
    );
  }
}
