import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { planOutput } from './api/plan-output.js';
import { UnitPlanCache } from './api/routes/unit-plan-cache.js';
import type { PlannedRoute } from './api/planned-route.js';
import { planGitExports } from './site/plan-git-export.js';
import { planSite } from './site/plan-site.js';
import { planPngWidgets } from './widgets/plan-png-widgets.js';
import { ConversionThread } from './downloads/conversion-thread.js';
import { planSearchIndex } from './site/search/plan-search-index.js';
import { SearchIndex } from './site/search/search-index.js';
import { Urls, type LinkMode } from './api/urls.js';
import { buildInputsDigest, recordBuildInputs, unchangedBuildOf, type BuiltFigures } from './build-inputs.js';
import { codeDigest } from './cache/code-digest.js';
import { NO_PROGRESS, type Progress } from './build-progress.js';
import { contentFigures } from './content/content-figures.js';
import { readContentBytes } from './content/content-files.js';
import { checkUrlNames } from './content/check-url-names.js';
import { loadContent } from './content/load-content.js';
import type { Content } from './content/content-types.js';
import { exportSiteRepositories, type PublishedRepository } from './git-export/export-site-repositories.js';
import { DiagnosticBag } from './diagnostics/diagnostic.js';
import { diagnosticOf } from './diagnostics/static-tms-error.js';
import { buildManifestHead } from './emit/manifest-head.js';
import type { HostFile, ManifestHead, ManifestRoute } from './emit/manifest-types.js';
import { diffInventories } from './emit/inventory-reader.js';
import { keepsFingerprints, listChangedFiles, openOutputVersion, publishedVersionOf, publishOutput, type OutputVersion } from './emit/publish-output.js';
import { asOutputError } from './emit/output-error.js';
import { OutputError, writeOutput, type WriteResult } from './emit/write-output.js';
import { inventoryPathOf } from './emit/file-inventory.js';
import { writtenPathOf } from './emit/written-entries.js';
import { removeOnInterrupt } from './emit/remove-on-interrupt.js';
import { collectGarbage } from './collect-garbage.js';
import { StopOnInterrupt } from './emit/stop-on-interrupt.js';
import { loadLanguageCatalogue } from './languages/load-language-catalogue.js';
import { buildModel } from './model/build-model.js';
import type { ContentReader } from './model/content-reader.js';
import type { Model } from './model/model.js';


export interface LoadOptions {
  content: string;
  baseUrl?: string;
  baseUrlFallback?: string;
  history: boolean;
  /** False for `check`, which writes nothing. */
  publishing?: boolean;
  /** Stages and their work as they run (none by default). */
  progress?: Progress;
}

export interface BuildOptions extends LoadOptions {
  out: string;
  links: LinkMode;
  precompress: boolean;
  precompressLevel: number;
  changedList?: string;
  printHosts: (head: ManifestHead, routes: () => ManifestRoute[]) => HostFile[];
  /** The hosts `printHosts` writes configurations for: part of what the output is built from. */
  hosts?: readonly string[];
  /** Also write the web site (pages and widgets) after the API; the CLI's default, off with --no-site. */
  site?: boolean;
}

/** Reads and validates the content and assembles the model; null when any error was found. */
export async function loadModel(options: LoadOptions, bag: DiagnosticBag): Promise<Model | null> {
  return (await loadContentAndModel(options, bag))?.model ?? null;
}

/** `loadModel`, with the content it was built from (the git export reads the content's paths and users). */
async function loadContentAndModel(options: LoadOptions, bag: DiagnosticBag): Promise<{ content: Content; model: Model } | null> {
  const progress = options.progress ?? NO_PROGRESS;
  progress.start('content', 'files');
  const loaded = await loadContent(options.content, {
    ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
    ...(options.baseUrlFallback !== undefined ? { baseUrlFallback: options.baseUrlFallback } : {}),
    createCatalogue: loadLanguageCatalogue,
  }, bag);
  if (loaded) checkUrlNames(loaded.content, loaded.catalogue, bag);
  if (!loaded || bag.hasErrors) return null;
  progress.end(contentFigures(loaded.content));
  const model = await buildModel(loaded.content, loaded.catalogue, bag, {
    history: options.history,
    publishing: options.publishing ?? true,
    progress,
    reader: contentReader(),
    historyThread: true,
    verifyKeptComponents: verifiesCache(),
  });
  return bag.hasErrors ? null : { content: loaded.content, model };
}

/** STATIC_TMS_VERIFY_CACHE=1 (tests): nothing kept is reused, and what is kept under a key that holds is checked against what is built. */
function verifiesCache(): boolean {
  return process.env.STATIC_TMS_VERIFY_CACHE === '1';
}

/** The model's way to the content files (its only one): the disk, and SOURCE_DATE_EPOCH as the build started. */
function contentReader(): ContentReader {
  return {
    readBytes: (abs, shown, bag) => readContentBytes(abs, shown, { file: shown, line: 1, column: 1 }, bag),
    modifiedTime: (abs) => fs.statSync(abs).mtimeMs,
    sourceDateEpoch: process.env.SOURCE_DATE_EPOCH,
  };
}

export type BuildOutcome =
  | {
      ok: true;
      written: WriteResult;
      seconds: Record<string, number>;
      model: Model;
      plans: { skippedComponents: number; reusedTranslations: number };
      /** The published output was built from the same inputs (build-inputs.ts): nothing was written. */
      unchanged?: true;
    }
  | { ok: false; interrupted?: true };

/** The whole build: nothing is published unless every stage succeeded (content-format.md section 3). */
export async function runBuild(options: BuildOptions, bag: DiagnosticBag): Promise<BuildOutcome> {
  const started = performance.now();
  const source = await loadContentAndModel(options, bag);
  if (!source) return { ok: false };
  const { model } = source;
  const progress = options.progress ?? NO_PROGRESS;
  // The components' repositories (site option git_export) before anything is planned: an export
  // sets its component's git_export, and an error stops the build like any other. With --no-site
  // git_export is still published, like web_url, and nothing is served there.
  const components = model.projects.flatMap((p) => p.components);
  const git = options.site === true && source.content.site.gitExport ? await exportSiteRepositories(source.content, components, bag, progress) : null;
  if (options.site !== true && source.content.site.gitExport) for (const c of components) c.gitExport = 'no-repository';
  if (bag.hasErrors) return { ok: false };
  const head = buildManifestHead(model.site.baseUrl, options.links, model.site.pageSize, options.precompress, options.site === true, git !== null);
  // The head names the URL options, the page size, precompression and the site.
  const inputs = buildInputsDigest(source.content, model, git?.repositories ?? [], { head, precompressLevel: options.precompressLevel, hosts: options.hosts ?? null });
  const unchanged = inputs === null ? null : unchangedBuildOf(options.out, inputs);
  if (unchanged) return unchangedOutcome(unchanged, model, options, started, bag);
  // What building the model left behind, collected before the write stage starts its threads: at
  // L about 100 MB of it was still held then, the build's peak.
  collectGarbage();
  const loaded = performance.now();
  progress.start('write', 'units and changes');
  let version: OutputVersion;
  try {
    version = openOutputVersion(options.out);
  } catch (error) {
    return reportOutputError(error, options, bag);
  }
  // A signal keeps a recycled or fresh version for the next build; a seeded one is removed at once.
  const seeded = version.reuse !== null && version.reuse.dir !== version.dir;
  const interrupt = seeded ? null : new StopOnInterrupt();
  const unguard = seeded ? removeOnInterrupt([version.dir, `${inventoryPathOf(version.dir)}.partial`, `${writtenPathOf(version.dir)}.partial`, `${version.dir}.lines`]) : () => interrupt!.release();
  let written: WriteResult;
  // A file changed since the model read it ends the units early, with its error in the bag.
  // With the site, the search index is filled from the same pass as the API plans the units.
  const search = options.site === true ? new SearchIndex(model.cacheDir) : null;
  const urls = new Urls(model.site.baseUrl, options.links);
  const salt = outputSalt(model, options.links);
  // A fresh version, or one written by another program or with other URL options (when the
  // published one was too), keeps none of its items: every item is rendered, and plans are only
  // kept for the next build.
  const keepsFiles = keepsFingerprints(version, salt);
  const mode = verifiesCache() ? 'verify' : keepsFiles ? 'skip' : 'store';
  // Such a build writes every converted download too: they are generated on the second core.
  const conversions = mode === 'store' ? new ConversionThread() : null;
  const plans = new UnitPlanCache({ cacheDir: model.cacheDir, salt, model, urls, search, mode, conversions });
  const units = model.units.stream(bag, (c) => plans.skips(c), (t) => plans.keeps(t));
  try {
    const api = planOutput(model, units, urls, plans, search, progress);
    written = await writeOutput(search ? withSite(api, model, options.links, git?.repositories ?? [], search, !keepsFiles) : api, {
      dir: version.dir,
      reuse: version.reuse,
      head,
      precompress: options.precompress,
      precompressLevel: options.precompressLevel,
      published: version.published,
      salt,
      printHosts: options.printHosts,
      stopped: () => units.failed || interrupt?.interrupted === true,
    });
  } catch (error) {
    // The unpublished version keeps an exact inventory, so the next build recycles it.
    return reportOutputError(error, options, bag);
  } finally {
    conversions?.close();
    unguard();
  }
  interrupt?.endIfInterrupted();
  // A process that handles the signal itself (preview) is still here.
  if (interrupt?.interrupted) return { ok: false, interrupted: true };
  if (written.stopped) return { ok: false };
  try {
    if (options.changedList !== undefined) {
      fs.writeFileSync(options.changedList, changedFiles(options.out, version.dir).map((f) => `${f}\n`).join(''));
    }
    if (inputs !== null) recordBuildInputs(version.dir, inputs, written);
    publishOutput(options.out, version.dir);
  } catch (error) {
    return reportOutputError(error, options, bag);
  }
  progress.end({ files: written.files, written: written.written });
  const done = performance.now();
  return {
    ok: true,
    written,
    model,
    plans: { skippedComponents: plans.skipped, reusedTranslations: plans.reused },
    seconds: { load: (loaded - started) / 1000, write: (done - loaded) / 1000, total: (done - started) / 1000 },
  };
}

/** A build whose inputs are those of the published output's build: nothing to write, and no file changed (`--changed-list` is empty). */
function unchangedOutcome(figures: BuiltFigures, model: Model, options: BuildOptions, started: number, bag: DiagnosticBag): BuildOutcome {
  try {
    if (options.changedList !== undefined) fs.writeFileSync(options.changedList, '');
  } catch (error) {
    return reportOutputError(error, options, bag);
  }
  const total = (performance.now() - started) / 1000;
  return {
    ok: true,
    unchanged: true,
    written: { ...figures, written: 0, linked: 0, compressed: 0, stopped: false },
    model,
    plans: { skippedComponents: 0, reusedTranslations: 0 },
    seconds: { load: total, write: 0, total },
  };
}

/** A system call's failure on the output becomes the build's error, and nothing is published; any other error is a bug and goes on. */
function reportOutputError(error: unknown, options: BuildOptions, bag: DiagnosticBag): { ok: false } {
  const outputError = asOutputError(error);
  if (!(outputError instanceof OutputError)) throw outputError;
  bag.add(diagnosticOf(outputError, options.content));
  return { ok: false };
}

/**
 * The site's routes after the API's (the API's planner releases the units the site never reads).
 * A build that writes every file draws the PNG widgets while it writes the API (RasterQueue).
 */
function* withSite(api: Iterable<PlannedRoute>, model: Model, links: LinkMode, repositories: readonly PublishedRepository[], search: SearchIndex, writesEveryFile: boolean): Generator<PlannedRoute> {
  const pngWidgets = planPngWidgets(model, writesEveryFile);
  try {
    yield* api;
    yield* planSearchIndex(search);
    yield* planSite(model, links, pngWidgets.widgets);
    yield* planGitExports(repositories);
  } finally {
    pngWidgets.stop();
  }
}

/**
 * What a file's bytes depend on besides the inputs its fingerprint names: the program (any change
 * of code renders everything again) and the site's URL options. A recycled version's fingerprints
 * count only under the same salt.
 */
function outputSalt(model: Model, links: LinkMode): string {
  return createHash('sha256').update(JSON.stringify([codeDigest(), model.site.baseUrl, links, model.site.pageSize])).digest('base64url').slice(0, 22);
}

/** What a CDN must purge: from the two versions' inventories, or by comparing the trees when the published one has none. */
function changedFiles(outDir: string, next: string): string[] {
  const published = publishedVersionOf(outDir);
  const changed = published ? diffInventories(published, next) : null;
  if (changed) return changed;
  const previous = fs.existsSync(outDir) ? fs.realpathSync(outDir) : null;
  return listChangedFiles(previous, next);
}
