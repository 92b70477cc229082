import type { ManifestGitExport } from '../manifest-types.js';
import { gitExportPatterns } from './git-export-patterns.js';

/**
 * The components' repositories (manifest `site.git`) inside the site's route, before its
 * file_server: a folder asked with `?format=api/<file>` (git_export with its query) is rewritten
 * to that file, any other query of that form is a 404 (never the folder's page), and each file of
 * the dumb protocol gets its type and headers (file_server keeps a Content-Type already set).
 * Returns the lines, and the `not path_regexp` that keeps the files out of the hidden ones.
 */
export function caddyGitLines(basePath: string, git: ManifestGitExport, tick: (value: string) => string): { lines: string[]; notHidden: string } {
  const p = gitExportPatterns(basePath, git);
  const lines = [
    '\t@stms_git_query {',
    `\t\tpath_regexp stms_git_dir ^(${p.folder})$`,
    `\t\tvars_regexp stms_git_file {http.request.uri.query} ^${p.queryPrefix}(${p.anyFile})(&|$)`,
    '\t}',
    '\trewrite @stms_git_query {re.stms_git_dir.1}{re.stms_git_file.1}',
    '\t@stms_git_other {',
    `\t\tpath_regexp ^${p.folder}$`,
    `\t\tvars_regexp {http.request.uri.query} ^${p.queryPrefix}`,
    '\t}',
    '\terror @stms_git_other 404',
  ];
  p.groups.forEach((g, i) => {
    lines.push(`\t@stms_git${i} path_regexp ^${p.folder}(${g.file})$`);
    for (const [name, value] of Object.entries(g.headers)) lines.push(`\theader @stms_git${i} ${name} ${tick(value)}`);
  });
  return { lines, notHidden: `\t\tnot path_regexp ^${p.folder}(${p.anyFile})$` };
}
