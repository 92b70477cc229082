import { canonicalizeCode } from './language-code.js';

/**
 * A code languages.yaml may declare: after canonicalisation, subtags of letters and digits joined
 * by `_`, then optionally `@` and a variant of letters, digits and `_`. Brand-new codes such as
 * `elvish` or `xx@pirate` are allowed (they need not be well-formed in the §14.2 sense, which is
 * what declaring them is for), but every code is served as a URL segment and a file name
 * (`/api/languages/<code>/`), so nothing else is: no `.`, `/`, space or U+FFFD.
 */
const DECLARABLE = /^[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*(?:@[A-Za-z0-9_]+)?$/;

/** Longer codes are refused: they are never language codes, and they become path segments. */
const MAX_LENGTH = 64;

export function isDeclarableCode(code: string): boolean {
  const canonical = canonicalizeCode(code);
  return canonical.length <= MAX_LENGTH && DECLARABLE.test(canonical);
}
