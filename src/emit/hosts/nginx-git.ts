import type { ManifestGitExport } from '../manifest-types.js';
import { gitExportPatterns } from './git-export-patterns.js';

/**
 * The components' repositories (manifest `site.git`) inside the site's `location`: each file of
 * the dumb protocol with its type and headers (an `add_header` drops the inherited ones, so
 * `defaults` are repeated), a folder asked with `?format=api/<file>` answered with that file (what
 * git asks for a git_export that carries its query), any other query of that form a 404 (never
 * the folder's page, which git would take for an object), and the folder's page otherwise.
 */
export function nginxGitLocations(basePath: string, git: ManifestGitExport, defaults: [string, string][], index: string): string[] {
  const p = gitExportPatterns(basePath, git);
  const lines = [
    `    location ^~ ${p.prefix} {`,
    `        location ~ ^(?<stms_git>${p.folder})$ {`,
    `            if ($args ~ ^${p.queryPrefix}(?<stms_git_file>${p.anyFile})(&|$)) { rewrite ^ $stms_git$stms_git_file? last; }`,
    `            if ($args ~ ^${p.queryPrefix}) { return 404; }`,
    `            try_files \${uri}${index} =404;`,
    '        }',
  ];
  for (const g of p.groups) {
    const type = g.headers['Content-Type'] ?? 'application/octet-stream';
    const adds = [...defaults, ...Object.entries(g.headers).filter(([name]) => name !== 'Content-Type')]
      .map(([name, value]) => `add_header ${name} "${value}" always;`)
      .join(' ');
    lines.push(`        location ~ ^${p.folder}(${g.file})$ { types { } default_type "${type}"; ${adds} try_files $uri =404; }`);
  }
  lines.push(
    `        location ~ /$ { try_files \${uri}${index} =404; }`,
    '        location ~ [^/]$ { if (-d $request_filename) { return 301 $uri/$is_args$args; } return 404; }',
    '    }',
  );
  return lines;
}
