import { Command, CommanderError } from 'commander';
import { buildCommand } from './commands/build.js';
import { checkCommand } from './commands/check.js';
import { initCommand } from './commands/init.js';
import { previewCommand } from './commands/preview.js';
import { serveCommand } from './commands/serve.js';
import { StaticTmsError } from '../diagnostics/static-tms-error.js';
import { EXIT_USAGE } from './report.js';
import { packageVersion } from './package-version.js';
import { resolveContent } from './resolve-content.js';

// For bin/static-tms.js, which loads this module alone.
export { followHeapGrowth } from './heap-growth.js';

const CONTENT_HELP = 'the content: a folder with static-tms.yaml, or a content tree (default: the nearest static-tms.yaml, else content)';

/** The command line of content-format.md section 5; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  let status = 0;
  const program = new Command('static-tms')
    .description('Build a Weblate-compatible read API from translation content, as static files')
    .version(packageVersion(), '-V, --version', 'print the version')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });
  const collect = (value: string, previous: string[]) => [...previous, value];

  program.command('build')
    .description('build the output folder from the content tree')
    .option('--content <dir>', CONTENT_HELP)
    .option('--out <dir>', 'output folder, replaced in one step', 'dist')
    .option('--base-url <url>', 'public origin the API is served from (default: base_url of site.yaml)')
    .option('--host <name>', 'add a host configuration (repeatable)', collect, [])
    .option('--links <mode>', 'query or path', 'query')
    .option('--precompress', 'also write .gz and .br siblings', false)
    .option('--precompress-level <n>', 'brotli quality', '11')
    .option('--changed-list <file>', 'write the changed files, for CDN purges')
    .option('--no-history', 'build no change history')
    .option('--no-site', 'build the API alone, without the web pages and widgets')
    .option('--verbose', 'list every warning, not one per code and file', false)
    .option('--quiet', 'no progress, stage lines or summary; diagnostics are still printed', false)
    .action(async (opts) => { status = await buildCommand({ ...opts, content: resolveContent(opts.content) }); });

  program.command('preview')
    .description('build into a temporary folder and serve it')
    .option('--content <dir>', CONTENT_HELP)
    .option('--port <n>', 'port; 0 picks a free one', '8080')
    .option('--bind <addr>', 'address to listen on', '127.0.0.1')
    .option('--quiet', 'no build progress and no per-request log line', false)
    .option('--no-watch', 'build once; do not rebuild when the content changes')
    .action(async (opts) => { status = await previewCommand({ ...opts, content: resolveContent(opts.content) }); });

  program.command('serve')
    .description('serve a built output folder')
    .argument('[dir]', 'the built output folder', 'dist')
    .option('--port <n>', 'port; 0 picks a free one', '8080')
    .option('--bind <addr>', 'address to listen on', '127.0.0.1')
    .option('--quiet', 'no per-request log line', false)
    .action(async (dir, opts) => { status = await serveCommand(dir, opts); });

  program.command('check')
    .description('validate the content; write nothing')
    .option('--content <dir>', CONTENT_HELP)
    .option('--quality', 'also run the quality checks', false)
    .option('--format <format>', 'text, json or github', 'text')
    .option('--verbose', 'list every warning, not one per code and file', false)
    .option('--quiet', 'no progress or stage lines; diagnostics are still printed', false)
    .action(async (opts) => { status = await checkCommand({ ...opts, content: resolveContent(opts.content) }); });

  program.command('init')
    .description('find the translation files of a repository and write its static-tms.yaml')
    .argument('[dir]', 'the repository', '.')
    .option('--dry-run', 'print the proposed static-tms.yaml instead of writing it', false)
    .action(async (dir, opts) => { status = await initCommand(dir, opts); });

  try {
    await program.parseAsync(argv, { from: 'user' });
    return status;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : EXIT_USAGE;
    // A refusal with a message meant for people (usage, host limit, server start-up): exit 2.
    if (error instanceof StaticTmsError) {
      process.stderr.write(`static-tms: ${error.message}\n`);
      return EXIT_USAGE;
    }
    process.stderr.write(`static-tms: internal error: ${error instanceof Error ? error.stack : String(error)}\n`);
    return EXIT_USAGE;
  }
}
