import type { ComponentContent } from './content-types.js';

/** Folder names and keys that name projects and components (content-format.md §1). */
export const SLUG = /^[A-Za-z0-9_-]+$/;

/** The slug of every project's glossary component (compatibility.md §8.3). */
export const GLOSSARY = 'glossary';

/** The glossary a project gets when it declares none: no files, no settings. */
export function generatedGlossary(file: string, dir: string): ComponentContent {
  return {
    slug: GLOSSARY,
    file,
    dir,
    at: { line: 1, column: 1 },
    sourceLanguageAt: { line: 1, column: 1 },
    isGlossary: true,
    settings: {},
    format: 'tbx',
    keyed: false,
    sourceLanguage: '',
    files: [],
    template: null,
    baseFiles: [],
  };
}
