import fs from 'node:fs';
import path from 'node:path';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { LanguageCatalogue } from '../languages/language.js';
import type { Content } from './content-types.js';
import { ContentContext } from './content-context.js';
import { loadTreeProjects } from './load-content-tree.js';
import { loadLanguagesFile } from './load-languages-file.js';
import { REPO_CONFIG, loadRepoConfig } from './load-repo-config.js';
import { readSite } from './load-site.js';
import { loadUserFiles } from './load-users.js';
import { SITE_SCHEMA } from './schemas.js';

export interface LoadContentOptions {
  baseUrl?: string;
  /** Used when neither --base-url nor site.yaml gives one (e.g. `check`, which publishes nothing). */
  baseUrlFallback?: string;
  /** Builds the catalogue once languages.yaml is read. */
  createCatalogue(overrides: Content['languages']): LanguageCatalogue;
}

/**
 * Reads and validates the content (content-format.md sections 1–3): a folder with static-tms.yaml
 * (the repository layout), else a content tree. Translation files are only found, not parsed.
 */
export async function loadContent(
  root: string,
  options: LoadContentOptions,
  bag: DiagnosticBag,
): Promise<{ content: Content; catalogue: LanguageCatalogue } | null> {
  const absRoot = path.resolve(root);
  if (!fs.existsSync(absRoot) || !fs.statSync(absRoot).isDirectory()) {
    const what = fs.existsSync(absRoot) ? 'is not a folder (name a folder, or a static-tms.yaml file)' : 'does not exist';
    bag.error(root, 1, 1, 'content-missing', `the content folder ${root} ${what}`);
    return null;
  }
  const realRoot = fs.realpathSync(absRoot);
  // lstat: a static-tms.yaml that is a dangling link is reported, not taken for a content tree.
  if (fs.lstatSync(path.join(absRoot, REPO_CONFIG), { throwIfNoEntry: false })) return loadRepoConfig(new ContentContext(absRoot, realRoot, bag, 'repository'), options);

  const ctx = new ContentContext(absRoot, realRoot, bag);
  const siteMapping = ctx.exists('site.yaml') ? ctx.readYaml('site.yaml', SITE_SCHEMA, 'site') : null;
  const site = readSite(siteMapping?.values ?? {}, 'site.yaml', siteMapping?.positions.base_url ?? { line: 1, column: 1 }, options.baseUrl, options.baseUrlFallback, bag);
  const languages = loadLanguagesFile(ctx, bag);
  const catalogue = options.createCatalogue(languages);
  const users = loadUserFiles(ctx, bag);
  const projects = await loadTreeProjects(ctx, catalogue);
  if (!site) return null;
  return { content: { root: absRoot, site, languages, users, projects }, catalogue };
}
