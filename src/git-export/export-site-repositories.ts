import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Progress } from '../build-progress.js';
import type { Content } from '../content/content-types.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Component } from '../model/model-types.js';
import { cachedExport, pruneExportCache, repositoryHead } from './cached-export.js';
import { componentExportRequests } from './component-export-requests.js';
import type { GitExportFile } from './dumb-http-files.js';
import { exportComponentRepository } from './export-component-repository.js';
import { publishedIdentities } from './published-identities.js';

/** One published repository: the component, its branch, the exported tip and its files (in the cache). */
export interface PublishedRepository {
  component: Component;
  branch: string;
  commit: string;
  files: GitExportFile[];
}

export interface SiteRepositories {
  repositories: PublishedRepository[];
  /** How many were taken from the cache, how many exported again. */
  reused: number;
  exported: number;
}

/**
 * Every component's repository for git's dumb HTTP protocol (site option git_export), one after
 * the other, from `<repository>/.static-tms-cache/git-export/` when its history did not change.
 * Every component's `gitExport` is set: `repository` when published; `no-repository` when there
 * is nothing to publish (a generated glossary) or it cannot be (no commit holds its files, the
 * content is not in git: a warning); a failing git is an error.
 */
export async function exportSiteRepositories(content: Content, components: readonly Component[], bag: DiagnosticBag, progress: Progress): Promise<SiteRepositories> {
  const requests = componentExportRequests(content, components);
  const identities = publishedIdentities(content.users);
  progress.start('git export', 'components', requests.length);
  const out: SiteRepositories = { repositories: [], reused: 0, exported: 0 };
  const repo = await repositoryHead(content.root);
  const cache = repo === null ? null : { head: repo.head, dir: path.join(repo.root, '.static-tms-cache', 'git-export') };
  if (cache !== null) mkdirSync(cache.dir, { recursive: true });
  const used = new Set<string>();
  for (const r of requests) {
    r.component.gitExport = 'no-repository';
    if (r.paths.length === 0) {
      // A generated glossary: no file of it is in the repository, so there is nothing to publish.
      progress.tick();
      continue;
    }
    const request = { sourceDir: r.sourceDir, paths: r.paths, branch: r.branch, identities: identities.rewrite, location: r.location };
    if (cache === null) {
      // No commit in a work tree: the export says which (git-export-not-a-repository or -no-history).
      const result = await exportComponentRepository(request);
      progress.tick();
      if (result.ok) await result.dispose();
      else bag.addAll(result.diagnostics);
      continue;
    }
    const result = await cachedExport({ ...request, identityKey: identities.key }, cache.head, cache.dir);
    progress.tick();
    if (!result.ok) {
      bag.addAll(result.diagnostics);
      continue;
    }
    used.add(result.key);
    if (result.reused) out.reused++;
    else out.exported++;
    out.repositories.push({ component: r.component, branch: r.branch, commit: result.commit, files: result.files });
    r.component.gitExport = 'repository';
  }
  if (cache !== null && !bag.hasErrors) pruneExportCache(cache.dir, used);
  progress.end({ exported: out.exported, reused: out.reused });
  return out;
}
