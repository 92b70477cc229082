import fs from 'node:fs';
import path from 'node:path';
import { discoverTranslations } from '../../init/discover-translations.js';
import { FORMAT_DETECTORS } from '../../init/format-detectors.js';
import { formatLeftOut, formatProposalReport } from '../../init/format-report.js';
import { createLanguageCodeTest } from '../../init/language-code-test.js';
import { listRepositoryFiles } from '../../init/list-repository-files.js';
import { readProjectIdentity } from '../../init/project-identity.js';
import { proposeConfig } from '../../init/propose-config.js';
import { fileHeadReader } from '../../init/read-head.js';
import { renderConfigYaml } from '../../init/render-config-yaml.js';
import { loadLanguageCatalogue } from '../../languages/load-language-catalogue.js';
import { EXIT_BAD_CONTENT, EXIT_OK, UsageError } from '../report.js';

/** The root configuration file `init` writes. */
export const CONFIG_FILE = 'static-tms.yaml';

export interface InitCommandOptions {
  dryRun: boolean;
}

/**
 * Finds the translation files of the repository at `dir` and writes `dir/static-tms.yaml` proposing
 * one project with a component per file set; never overwrites it. With --dry-run, prints the file
 * instead. The report goes to stderr, the file's text (--dry-run) to stdout.
 */
export async function initCommand(dir: string, options: InitCommandOptions): Promise<number> {
  const say = (line: string) => process.stderr.write(`${line}\n`);
  const kind = fileKind(dir);
  if (kind !== 'folder') throw new UsageError(`${dir}: ${kind === 'missing' ? 'no such folder' : 'not a folder'}`);
  const target = path.join(dir, CONFIG_FILE);
  if (fs.existsSync(target) && !options.dryRun) return refuseOverwrite(target);

  const isCandidate = (p: string) => FORMAT_DETECTORS.some((d) => d.isTranslationFile(p) || d.isNewBase?.(p) === true);
  const listed = await listRepositoryFiles(dir, isCandidate);
  const codes = createLanguageCodeTest(loadLanguageCatalogue([]));
  const discovery = discoverTranslations(listed.paths, FORMAT_DETECTORS, codes);
  if (discovery.fileSets.length === 0) {
    formatLeftOut(discovery).forEach(say);
    say(`static-tms: no translation files found in ${dir}: looked for ${FORMAT_DETECTORS.map((d) => d.description).join(' and ')}`
      + ' with a language code in their path (po/de.po, locale/de/LC_MESSAGES/messages.po, glossary/de.tbx)'
      + ` among the files listed by ${listed.source}, of which ${listed.paths.length} had one of these extensions`);
    return EXIT_BAD_CONTENT;
  }

  const proposal = proposeConfig(readProjectIdentity(dir), discovery.fileSets, codes, fileHeadReader(dir));
  const text = renderConfigYaml(proposal);
  const count = proposal.components.length;
  say(`Found ${count} component${count === 1 ? '' : 's'} in ${dir} (files listed by ${listed.source}):`);
  formatProposalReport(proposal, discovery).forEach(say);
  if (options.dryRun) {
    process.stdout.write(text);
    say(`--dry-run: ${target} not written (project ${proposal.project.slug}, from the ${proposal.project.from})`);
    return EXIT_OK;
  }
  try {
    fs.writeFileSync(target, text, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return refuseOverwrite(target);
    throw error;
  }
  say(`Wrote ${target} (project ${proposal.project.slug}, from the ${proposal.project.from}). Check it, then:`);
  const relative = path.relative(process.cwd(), path.resolve(dir));
  if (relative !== '') say(`  cd ${relative.includes(' ') ? JSON.stringify(relative) : relative}`);
  say('  npx static-tms check');
  say('  npx static-tms preview');
  say('  npx static-tms build --base-url https://…');
  return EXIT_OK;
}

function refuseOverwrite(target: string): number {
  process.stderr.write(`static-tms: ${target} already exists; init never overwrites it (remove it to start again, or run init --dry-run to see a new proposal)\n`);
  return EXIT_BAD_CONTENT;
}

function fileKind(dir: string): 'folder' | 'file' | 'missing' {
  try {
    return fs.statSync(dir).isDirectory() ? 'folder' : 'file';
  } catch {
    return 'missing';
  }
}
