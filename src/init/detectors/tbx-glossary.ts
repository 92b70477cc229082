import type { FormatDetector } from '../format-detector.js';

/** Weblate's `tbx`: TBX glossaries (TBX 2 `<martif>`, TBX 3 `<tbx>`), one file per language. */
export const TBX_GLOSSARY: FormatDetector = {
  fileFormat: 'tbx',
  description: 'TBX glossaries (*.tbx)',
  glossary: true,
  isTranslationFile: (path) => path.toLowerCase().endsWith('.tbx'),
  detectSourceLanguage(fileSet, read) {
    // The root element's xml:lang: translate-toolkit, which writes Weblate's TBX files, puts the source language there.
    const first = fileSet.files[0];
    const head = first === undefined ? null : read(first.path);
    const root = head === null ? undefined : /<(?:martif|tbx)\b[^>]*>/.exec(head)?.[0];
    const code = root === undefined ? undefined : /\sxml:lang\s*=\s*["']([^"']+)["']/.exec(root)?.[1];
    return code === undefined ? null : { code, file: first!.path };
  },
};
