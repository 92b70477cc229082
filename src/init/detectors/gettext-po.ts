import type { FormatDetector } from '../format-detector.js';

/** Weblate's `po`: gettext PO files, with a POT template as `new_base` when one pairs. */
export const GETTEXT_PO: FormatDetector = {
  fileFormat: 'po',
  description: 'gettext PO (*.po, with *.pot templates)',
  glossary: false,
  isTranslationFile: (path) => path.toLowerCase().endsWith('.po'),
  isNewBase: (path) => path.toLowerCase().endsWith('.pot'),
  detectSourceLanguage(fileSet, read) {
    // A POT normally leaves `Language:` empty; one that names a language names the source.
    if (fileSet.newBase === null) return null;
    const head = read(fileSet.newBase);
    const code = head === null ? undefined : /^"Language:[ \t]*([^\\"]*?)[ \t]*\\n"/m.exec(head)?.[1];
    return code ? { code, file: fileSet.newBase } : null;
  },
};
