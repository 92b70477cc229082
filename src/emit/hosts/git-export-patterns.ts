import type { ManifestGitExport } from '../manifest-types.js';
import { escapeRegex, patternToRegex } from './host-patterns.js';

/** One group of a repository's files that share their headers, as a regex of the path below the folder. */
export interface GitFileGroup {
  /** Regex source of the path below the folder, without anchors (`HEAD|info/refs|…`). */
  file: string;
  headers: Record<string, string>;
}

/** The pieces a host printer needs to serve the manifest's `site.git`. */
export interface GitExportPatterns {
  /** The URL prefix every repository is under (`/l10n/git/`). */
  prefix: string;
  /** Regex source of a repository folder (`/l10n/git/[^/]+/[^/]+/`), without anchors. */
  folder: string;
  /** The files, grouped by their headers, in the manifest's order. */
  groups: GitFileGroup[];
  /** Regex source of any file name git may ask for through the query (every group's). */
  anyFile: string;
  /** Regex source of the query's prefix (`format=api/`). */
  queryPrefix: string;
}

export function gitExportPatterns(basePath: string, git: ManifestGitExport): GitExportPatterns {
  const groups = new Map<string, GitFileGroup>();
  const add = (file: string, headers: Record<string, string>): void => {
    const key = JSON.stringify(headers);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { file, headers });
    else group.file = `${group.file}|${file}`;
  };
  for (const [name, headers] of Object.entries(git.files)) add(escapeRegex(name), headers);
  for (const [ext, headers] of Object.entries(git.packs)) add(`objects/pack/pack-[0-9a-f]+\\.${escapeRegex(ext)}`, headers);
  const literal = git.pattern.slice(0, git.pattern.indexOf(':'));
  return {
    prefix: `${basePath}${literal}`,
    folder: patternToRegex(basePath, git.pattern),
    groups: [...groups.values()],
    anyFile: [...groups.values()].map((g) => g.file).join('|'),
    queryPrefix: escapeRegex(git.query_prefix),
  };
}
