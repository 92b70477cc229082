import { readFileSync } from 'node:fs';
import { fingerprintOf } from '../api/lazy-item.js';
import type { PlannedRoute } from '../api/planned-route.js';
import { GIT_IMMUTABLE_CACHE_CONTROL, GIT_MUTABLE_CACHE_CONTROL } from '../emit/git-export-manifest.js';
import type { PublishedRepository } from '../git-export/export-site-repositories.js';

/** The route kind of a git export's files in the manifest's routes. */
export const GIT_EXPORT_KIND = 'site-git';

/**
 * The files of every published repository below its git_export folder (`/git/<p>/<c>/HEAD` …),
 * next to the folder's HTML page. Their bytes are read only when the previous build's file
 * cannot be kept: the same exported commit, branch and path are the same bytes.
 */
export function* planGitExports(repositories: readonly PublishedRepository[]): Generator<PlannedRoute> {
  for (const r of repositories) {
    const folder = `/git/${r.component.project.slug}/${r.component.slug}/`;
    for (const f of r.files) {
      const source = f.source;
      yield {
        url: `${folder}${f.path}`,
        kind: GIT_EXPORT_KIND,
        binary: {
          file: `${folder.slice(1)}${f.path}`,
          fingerprint: fingerprintOf(JSON.stringify([r.commit, r.branch, f.path])),
          headers: { 'Content-Type': f.contentType, 'Cache-Control': f.immutable ? GIT_IMMUTABLE_CACHE_CONTROL : GIT_MUTABLE_CACHE_CONTROL },
          read: () => ('bytes' in source ? source.bytes : readFileSync(source.file)),
        },
      };
    }
  }
}
