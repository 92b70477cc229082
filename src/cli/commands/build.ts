import { runBuild, type BuildOptions } from '../../build.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { hostWarnings } from '../../emit/hosts/host-warnings.js';
import { HOST_NAMES, isHostName, printHostFiles } from '../../emit/hosts/index.js';
import type { HostFile, ManifestHead, ManifestRoute } from '../../emit/manifest-types.js';
import { sourceSummary } from '../source-summary.js';
import { createProgress } from '../progress/create-progress.js';
import { EXIT_BAD_CONTENT, EXIT_OK, UsageError, reportDiagnostics } from '../report.js';

export interface BuildCommandOptions {
  content: string;
  out: string;
  baseUrl?: string;
  host: string[];
  links: string;
  precompress: boolean;
  precompressLevel: string;
  changedList?: string;
  history: boolean;
  /** False with --no-site. */
  site?: boolean;
  verbose?: boolean;
  /** No progress, no stage lines and no closing summary. */
  quiet?: boolean;
}

export async function buildCommand(options: BuildCommandOptions): Promise<number> {
  const bag = new DiagnosticBag();
  const progress = createProgress({ quiet: options.quiet ?? false });
  const outcome = await runBuild({ ...buildOptionsOf(options), progress }, bag).finally(() => progress.close());
  if (outcome.ok) {
    // Located at the option, as --base-url problems are (hosting.md §5, §6).
    for (const w of hostWarnings({ hosts: options.host, precompress: options.precompress, files: outcome.written.files })) {
      bag.warning(w.option, 1, 1, w.code, w.message);
    }
  }
  reportDiagnostics(bag, options.content, { verbose: options.verbose ?? false });
  if (!outcome.ok) {
    process.stderr.write(`build failed: ${options.out} was left as it was\n`);
    return EXIT_BAD_CONTENT;
  }
  const { written, seconds } = outcome;
  if (options.quiet) return EXIT_OK;
  for (const line of sourceSummary(outcome.model)) process.stderr.write(`${line}\n`);
  process.stderr.write(
    `built ${written.routes} routes, ${written.files} files (${written.written} written${written.linked > 0 ? `, ${written.linked} linked` : ''}${options.precompress ? `, ${written.compressed} compressed` : ''}), ${(written.bytes / 1e6).toFixed(1)} MB into ${options.out} in ${seconds.total!.toFixed(2)} s${outcome.unchanged ? ' (nothing to write: the published output was built from the same inputs)' : ''}\n`,
  );
  return EXIT_OK;
}

/** The build's options from the command line's; a wrong option is a UsageError (exit 2). */
export function buildOptionsOf(options: BuildCommandOptions): BuildOptions {
  if (options.links !== 'query' && options.links !== 'path') throw new UsageError(`--links must be query or path, not ${options.links}`);
  for (const host of options.host) {
    if (!isHostName(host)) throw new UsageError(`unknown --host ${host}; known: ${HOST_NAMES.join(', ')}`);
  }
  const level = Number(options.precompressLevel);
  if (!Number.isInteger(level) || level < 0 || level > 11) throw new UsageError('--precompress-level must be an integer from 0 to 11');
  return {
    content: options.content,
    out: options.out,
    ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
    history: options.history,
    site: options.site ?? true,
    links: options.links,
    precompress: options.precompress,
    precompressLevel: level,
    ...(options.changedList !== undefined ? { changedList: options.changedList } : {}),
    hosts: options.host,
    printHosts: (head: ManifestHead, routes: () => ManifestRoute[]): HostFile[] => {
      if (options.host.length === 0) return [];
      const all = routes();
      return options.host.flatMap((h) => printHostFiles(h, head, all));
    },
  };
}
