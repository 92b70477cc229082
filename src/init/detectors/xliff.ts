import type { FormatDetector } from '../format-detector.js';
import { readHeads } from './sniff-text.js';

/** The `<xliff …>` start tag at the head of a file, or undefined. */
const xliffTag = (head: string): string | undefined => /<xliff\b[^>]*>/.exec(head)?.[0];

/** Whether a file's `<xliff>` says version 2.x (XLIFF 2.0 is not compatible with 1.2). */
const isXliff2 = (head: string): boolean => /\sversion\s*=\s*["']2\./.test(xliffTag(head) ?? '');

/**
 * Weblate's `xliff`: XLIFF 1.2 files (`messages.<code>.xlf`, `<code>/app.xliff`); a set whose files
 * all say `<xliff version="2.0">` is `xliff2-placeables` (XLIFF 2.0, inline elements kept as XML,
 * as `xliff` keeps them for 1.2).
 */
export const XLIFF: FormatDetector = {
  fileFormat: 'xliff',
  description: 'XLIFF 1.2 and 2.0 (*.xlf, *.xliff)',
  glossary: false,
  isTranslationFile: (path) => /\.(?:xlf|xliff)$/i.test(path),
  sniffFormat: (fileSet, read) => {
    const heads = readHeads(fileSet, read);
    return heads.length > 0 && heads.every(isXliff2) ? 'xliff2-placeables' : 'xliff';
  },
  detectSourceLanguage(fileSet, read) {
    // XLIFF 1.2: every <file> names its source-language; 2.0: the <xliff> root its srcLang.
    // The first file's first says it for the set.
    const first = fileSet.files[0];
    const head = first === undefined ? null : read(first.path);
    if (head === null) return null;
    const root = xliffTag(head);
    const file = /<file\b[^>]*>/.exec(head)?.[0];
    const code =
      (root === undefined ? undefined : /\ssrcLang\s*=\s*["']([^"']+)["']/.exec(root)?.[1]) ??
      (file === undefined ? undefined : /\ssource-language\s*=\s*["']([^"']+)["']/.exec(file)?.[1]);
    return code === undefined ? null : { code, file: first!.path };
  },
};
