import type { WarningCode } from '../../diagnostics/catalogue.js';
import type { HostName } from './index.js';
import { NETLIFY_NO_ALLOW } from './netlify.js';

/** Warning code: `--host cloudflare` and more files than Cloudflare Pages takes on the Free plan (hosting.md §5). */
export const CLOUDFLARE_FILE_LIMIT = 'cloudflare-file-limit' satisfies WarningCode;
/** Warning code: `--precompress` with no `--host` whose configuration reads the siblings (hosting.md §6). */
export const PRECOMPRESS_UNUSED = 'precompress-unused' satisfies WarningCode;

/** Files per site on Cloudflare Pages' Free plan (100,000 on paid plans). */
export const CLOUDFLARE_FREE_FILES = 20_000;

/** Hosts whose printed configuration serves the `.br`/`.gz` siblings (hosting.md §6). */
export const HOSTS_READING_PRECOMPRESSED: readonly HostName[] = ['nginx', 'caddy', 'cloudfront'];

export interface HostWarningInput {
  /** The `--host` names, in command-line order; repeats allowed. */
  hosts: readonly string[];
  precompress: boolean;
  /** Every file of the output: routes, pages, error files, manifest, precompressed siblings and host files. */
  files: number;
}

export interface HostWarning {
  /** The option the warning is about, used as the diagnostic's location. */
  option: '--host' | '--precompress';
  code: WarningCode;
  message: string;
}

/** The build-level warnings of hosting.md §5 and §6 for one build, each at most once, in a fixed order. */
export function hostWarnings(input: HostWarningInput): HostWarning[] {
  const hosts = new Set(input.hosts);
  const warnings: HostWarning[] = [];
  if (hosts.has('netlify')) {
    warnings.push({
      option: '--host',
      code: NETLIFY_NO_ALLOW,
      message: 'Netlify drops a custom Allow header, so responses from Netlify carry no Allow (an Edge Function could add it)',
    });
  }
  if (hosts.has('cloudflare') && input.files > CLOUDFLARE_FREE_FILES) {
    const remedy = input.precompress ? 'use a larger page_size in site.yaml or build without --precompress' : 'use a larger page_size in site.yaml';
    warnings.push({
      option: '--host',
      code: CLOUDFLARE_FILE_LIMIT,
      message: `the output has ${input.files} files; Cloudflare Pages takes ${CLOUDFLARE_FREE_FILES} per site on the Free plan (100000 on paid plans); ${remedy}`,
    });
  }
  if (input.precompress && !HOSTS_READING_PRECOMPRESSED.some((h) => hosts.has(h))) {
    const named = [...hosts];
    const given = named.length === 0 ? 'no --host was given' : `--host ${named.join(', ')} does not read them`;
    warnings.push({
      option: '--precompress',
      code: PRECOMPRESS_UNUSED,
      message: `the .br and .gz siblings are served only by the ${HOSTS_READING_PRECOMPRESSED.join(', ')} configurations and ${given}, so they only add files; drop --precompress or add one of those hosts`,
    });
  }
  return warnings;
}
