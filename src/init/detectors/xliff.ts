import type { FormatDetector } from '../format-detector.js';

/** Weblate's `xliff`: XLIFF 1.2 files (`messages.<code>.xlf`, `<code>/app.xliff`). */
export const XLIFF: FormatDetector = {
  fileFormat: 'xliff',
  description: 'XLIFF 1.2 (*.xlf, *.xliff)',
  glossary: false,
  isTranslationFile: (path) => /\.(?:xlf|xliff)$/i.test(path),
  detectSourceLanguage(fileSet, read) {
    // Every <file> names its source-language; the first file's first <file> says it for the set.
    const first = fileSet.files[0];
    const head = first === undefined ? null : read(first.path);
    const file = head === null ? undefined : /<file\b[^>]*>/.exec(head)?.[0];
    const code = file === undefined ? undefined : /\ssource-language\s*=\s*["']([^"']+)["']/.exec(file)?.[1];
    return code === undefined ? null : { code, file: first!.path };
  },
};
