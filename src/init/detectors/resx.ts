import type { FormatDetector } from '../format-detector.js';

/** Weblate's `resx`: .NET resources (`Strings.<code>.resx`). */
export const RESX: FormatDetector = {
  fileFormat: 'resx',
  description: '.NET resources (*.<code>.resx)',
  glossary: false,
  isTranslationFile: (path) => path.toLowerCase().endsWith('.resx'),
};
