import type { FormatDetector } from '../format-detector.js';

/** Weblate's `stringsdict`: Apple plural dictionaries (`<code>.lproj/Localizable.stringsdict`). */
export const APPLE_STRINGSDICT: FormatDetector = {
  fileFormat: 'stringsdict',
  description: 'Apple stringsdict (*.lproj/*.stringsdict)',
  glossary: false,
  isTranslationFile: (path) => path.toLowerCase().endsWith('.stringsdict'),
};
