import { escapeRegExp } from './derive-filemasks.js';

/**
 * What the build does with a filemask of one `*` (src/content/load-content.ts): the `*` matches
 * one or more characters other than `/`, and the text it matched is the language code.
 */
export function compileFilemask(filemask: string): (path: string) => string | null {
  const [before = '', after = ''] = filemask.split('*');
  const pattern = new RegExp(`^${escapeRegExp(before)}([^/]+)${escapeRegExp(after)}$`);
  return (path) => pattern.exec(path)?.[1] ?? null;
}

/** The language_regex every component has unless it sets its own. */
export const DEFAULT_LANGUAGE_REGEX = '^[^.]+$';
