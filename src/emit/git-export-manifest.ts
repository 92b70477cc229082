import { GIT_EXPORT_CONTENT_TYPES } from '../git-export/dumb-http-files.js';
import type { ManifestGitExport } from './manifest-types.js';

/** Packs and indexes are named by their content's hash: caches may keep them forever. */
export const GIT_IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The other files of the dumb protocol change with every new commit: caches ask again each time. */
export const GIT_MUTABLE_CACHE_CONTROL = 'no-cache';

/**
 * The manifest's `site.git` entry (hosting.md §3): how a host serves the components' repositories
 * for git's dumb HTTP protocol. Present only when the site publishes them (site option git_export).
 */
export function manifestGitExport(): ManifestGitExport {
  const text = { 'Content-Type': GIT_EXPORT_CONTENT_TYPES.text, 'Cache-Control': GIT_MUTABLE_CACHE_CONTROL };
  return {
    pattern: '/git/:project/:component/',
    files: { HEAD: text, 'info/refs': text, 'objects/info/packs': text },
    packs: {
      idx: { 'Content-Type': GIT_EXPORT_CONTENT_TYPES.idx, 'Cache-Control': GIT_IMMUTABLE_CACHE_CONTROL },
      pack: { 'Content-Type': GIT_EXPORT_CONTENT_TYPES.pack, 'Cache-Control': GIT_IMMUTABLE_CACHE_CONTROL },
    },
    query_prefix: 'format=api/',
  };
}

/** The headers of one file of a repository folder (`HEAD`, `objects/pack/pack-<id>.pack` …), or null when it is none of them. */
export function gitFileHeaders(git: ManifestGitExport, file: string): Record<string, string> | null {
  const named = git.files[file];
  if (named !== undefined) return named;
  const pack = /^objects\/pack\/pack-[0-9a-f]{40,64}\.([a-z]+)$/.exec(file);
  return pack === null ? null : (git.packs[pack[1]!] ?? null);
}
