import type { ManifestGitExport } from '../manifest-types.js';
import { escapeRegex } from './host-patterns.js';
import { gitExportPatterns } from './git-export-patterns.js';

/**
 * The types and headers of the components' repositories (manifest `site.git`): files without an
 * extension need ForceType, so each group of files is matched by its URL.
 */
export function apacheGitTypes(basePath: string, git: ManifestGitExport): string[] {
  const p = gitExportPatterns(basePath, git);
  return p.groups.flatMap((g) => [
    `<If "%{REQUEST_URI} =~ m#^${p.folder}(${g.file})$#">`,
    ...Object.entries(g.headers).map(([name, value]) => (name === 'Content-Type' ? `    ForceType "${value}"` : `    Header always set ${name} "${value}"`)),
    '</If>',
  ]);
}

/**
 * The rewrite rules, before the site's: a folder asked with `?format=api/<file>` (git_export with
 * its query) serves that file, any other query of that form is a 404 (never the folder's page),
 * and the files of the dumb protocol are served as they are. Patterns are relative to the
 * output folder, where `.htaccess` is.
 */
export function apacheGitRewrites(git: ManifestGitExport): string[] {
  const p = gitExportPatterns('', git);
  const folder = p.folder.slice(1);
  return [
    'RewriteCond %{REQUEST_METHOD} ^(GET|HEAD)$',
    `RewriteCond %{QUERY_STRING} ^${p.queryPrefix}(${p.anyFile})(&|$)`,
    `RewriteRule ^(${folder})$ $1%1 [QSD,L]`,
    `RewriteCond %{QUERY_STRING} ^${escapeRegex(git.query_prefix)}`,
    `RewriteRule ^${folder}$ - [R=404]`,
    'RewriteCond %{REQUEST_METHOD} ^(GET|HEAD)$',
    `RewriteRule ^${folder}(${p.anyFile})$ - [L]`,
  ];
}
