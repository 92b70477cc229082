import { deriveFilemasks } from './derive-filemasks.js';
import type { FileSet, TranslationFile } from './file-set.js';
import { findNewBase, indexTemplates } from './find-new-base.js';
import type { FormatDetector } from './format-detector.js';
import type { LanguageCodeTest } from './language-code-test.js';
import { compileFilemask } from './match-filemask.js';
import { lowerBound } from '../cache/lower-bound.js';

/** What discovery found in a list of repository paths. */
export interface Discovery {
  /** One per proposed component, in detector order, then by filemask. */
  fileSets: FileSet[];
  /**
   * Files whose language code appears in two places (`help/de/de.po` gives a filemask with two
   * `*`, which translation-finder proposes but a static-tms filemask cannot hold), by mask.
   */
  skipped: { filemask: string; paths: string[] }[];
  /** Files of a known format that no proposed filemask finds as a translation (no language code in their path). */
  ignored: string[];
}

/**
 * Finds the translation files among `paths` (relative to the repository, `/`-separated) and groups
 * them into file sets, one per filemask, the way Weblate's translation-finder does: each file
 * proposes a filemask per language code in its path; the masks that the most files propose are
 * taken first, and a mask is taken only when it finds a file no taken mask found.
 */
export function discoverTranslations(paths: readonly string[], detectors: readonly FormatDetector[], codes: LanguageCodeTest): Discovery {
  const sorted = [...new Set(paths)].sort();
  const fileSets: FileSet[] = [];
  const skipped = new Map<string, string[]>();
  const ignored: string[] = [];
  for (const detector of detectors) {
    const files = sorted.filter((p) => detector.isTranslationFile(p));
    const templates = indexTemplates(detector.isNewBase ? sorted.filter((p) => detector.isNewBase!(p)) : []);
    const proposals = new Map<string, string[]>();
    const twoStar = new Map<string, string[]>();
    for (const file of files) {
      for (const mask of (detector.filemasks ?? deriveFilemasks)(file, codes.isCode)) {
        const target = mask.split('*').length === 2 ? proposals : twoStar;
        const list = target.get(mask);
        if (list) list.push(file);
        else target.set(mask, [file]);
      }
    }
    const claimed = new Set<string>();
    const ranked = [...proposals].sort(([a, fa], [b, fb]) => fb.length - fa.length || starDepth(b) - starDepth(a) || (a < b ? -1 : 1));
    const taken: FileSet[] = [];
    for (const [filemask, proposers] of ranked) {
      if (proposers.every((p) => claimed.has(p))) continue;
      const set = collectFileSet(detector, filemask, files, codes);
      for (const f of set.files) claimed.add(f.path);
      for (const c of set.conflicts) claimed.add(c.path);
      set.newBase = detector.isNewBase ? findNewBase(filemask, templates) : null;
      taken.push(set);
    }
    taken.sort((a, b) => (a.filemask < b.filemask ? -1 : 1));
    for (const set of taken) fileSets.push(set);
    for (const [mask, proposers] of twoStar) {
      const left = proposers.filter((p) => !claimed.has(p));
      if (left.length > 0) skipped.set(mask, left);
      for (const p of left) claimed.add(p);
    }
    // Not spread into push: a repository may have more files than a call may have arguments.
    for (const p of files) if (!claimed.has(p)) ignored.push(p);
  }
  return {
    fileSets,
    skipped: [...skipped].sort(([a], [b]) => (a < b ? -1 : 1)).map(([filemask, list]) => ({ filemask, paths: list })),
    ignored: ignored.sort(),
  };
}

/** Every file the build would find with the filemask, as the build decides it (match-filemask.ts); `files` is sorted. */
function collectFileSet(detector: FormatDetector, filemask: string, files: readonly string[], codes: LanguageCodeTest): FileSet {
  const match = compileFilemask(filemask);
  const found: TranslationFile[] = [];
  const notCodes = new Set<string>();
  const conflicts: FileSet['conflicts'] = [];
  const byServed = new Map<string, string>();
  const prefix = filemask.slice(0, filemask.indexOf('*'));
  for (let i = lowerBound(files, prefix); i < files.length && files[i]!.startsWith(prefix); i++) {
    const path = files[i]!;
    const code = match(path);
    // A code with a dot is left out by the default language_regex (`myapp.de` of `po/myapp.de.po` under `po/*.po`).
    if (code === null || code.includes('.')) continue;
    const servedCode = codes.resolve(code);
    if (servedCode === null) {
      notCodes.add(code);
      continue;
    }
    const other = byServed.get(servedCode);
    if (other !== undefined) {
      conflicts.push({ path, other, servedCode });
      continue;
    }
    byServed.set(servedCode, path);
    found.push({ path, code, servedCode });
  }
  return { detector, filemask, files: found, newBase: null, notCodes: [...notCodes].sort(), conflicts };
}

/** The index of the path segment holding the `*`: on a tie, the mask whose code is nearer the file name wins. */
function starDepth(filemask: string): number {
  return filemask.slice(0, filemask.indexOf('*')).split('/').length;
}
