import { gitFileHeaders } from '../emit/git-export-manifest.js';
import type { ManifestGitExport } from '../emit/manifest-types.js';
import { mergeHeaders, type FindFile, type HeaderMap, type RouteDecision } from './route-decision.js';

/**
 * A GET or HEAD of a file of a published repository (manifest `site.git`): the file with its
 * headers, also when git asks through the folder's query (`/git/p/c/?format=api/info/refs&…`,
 * what git requests for a git_export that carries `?format=api`). Null when the request is not
 * one (the site answers it); `missing` when it is but there is no such file (the site's not-found
 * page: never the folder's page, which git would read as a loose object).
 */
export async function routeGitRequest(git: ManifestGitExport, defaults: HeaderMap, findFile: FindFile, path: string, query: string): Promise<RouteDecision | 'missing' | null> {
  const folder = folderPattern(git.pattern).exec(path)?.[0];
  if (folder === undefined) return null;
  const viaQuery = path === folder && query.startsWith(git.query_prefix);
  let file = path.slice(folder.length);
  if (viaQuery) {
    const rest = query.slice(git.query_prefix.length);
    const amp = rest.indexOf('&');
    file = amp < 0 ? rest : rest.slice(0, amp);
  }
  const headers = gitFileHeaders(git, file);
  if (headers === null) return viaQuery ? 'missing' : null;
  const found = await findFile([`${folder.slice(1)}${file}`]);
  return found === undefined ? 'missing' : { type: 'file', status: 200, file: found, headers: mergeHeaders(defaults, headers) };
}

/** `/git/:project/:component/` → a regex of the folder at the start of a path (segments never hold `/`). */
function folderPattern(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}`);
}
