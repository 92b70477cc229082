import type { BuiltLanguageCatalogue } from '../languages/load-language-catalogue.js';

/**
 * Words that are language codes but far more often mean something else in a path: file formats
 * (`po`, `ts`), common folder names (`src`, `bin`, `man`), English words (`is`, `to`, `new`).
 * translation-finder keeps the same kind of list; such a word only stops a path from *proposing*
 * a filemask: `po/tr.po` still belongs to the `po/*.po` that `po/de.po` proposes.
 */
const NOT_A_CODE = new Set([
  // translation-finder's list (translation_finder/data.py)
  'po', 'ts', 'tr', 'gl', 'as', 'is', 'to', 'my', 'eg', 'id', 'in', 'or', 'if', 'bi', 'sa', 'pr', 'lt', 'io',
  'no', 'pi', 'fa', 'ss', 'sc', 'arg', 'ext', 'div', 'fur', 'nor', 'bar', 'bug', 'cat', 'cop', 'cos', 'dry',
  'hit', 'new', 'sin', 'gun', 'run', 'sai', 'sus', 'nav', 'per', 'wol', 'mac', 'ter', 'lrc', 'base', 'source',
  'zen', 'src',
  // folder names that are codes of the catalogue, and the codes for "no language"
  'bin', 'man', 'min', 'pro', 'del', 'den', 'car', 'war', 'was', 'mad', 'fat', 'fan', 'und', 'mul', 'mis', 'zxx',
]);

const REGION = /^(?:[a-z]{2}|\d{3})$/;
const VARIANT = /^[a-z]+$/;

/** Decides which path tokens are language codes, for proposing filemasks. */
export interface LanguageCodeTest {
  /**
   * Strict: a language of the catalogue (not an alias: `src` would be Sardinian), optionally with a
   * script the catalogue uses, a region (two letters or three digits) and an `@variant`, in
   * Weblate's or BCP 47's spelling (`pt_BR`, `pt-BR`, `zh_Hant`, `sr@latin`), and not a word of
   * NOT_A_CODE. Case-insensitive, as translation-finder is.
   */
  isCode(token: string): boolean;
  /** The build's rule (`catalogue.resolveCode`): the served code, or null when the build rejects it. */
  resolve(token: string): string | null;
}

export function createLanguageCodeTest(catalogue: BuiltLanguageCatalogue): LanguageCodeTest {
  const codes = new Set(catalogue.codes.map((c) => c.toLowerCase()));
  const languages = new Set(catalogue.codes.filter((c) => !c.includes('_')).map((c) => c.toLowerCase()));
  const scripts = new Set(catalogue.codes.flatMap((c) => c.split('_').slice(1)).filter((s) => /^[A-Za-z]{4}$/.test(s)).map((s) => s.toLowerCase()));

  function isCode(token: string): boolean {
    const lower = token.toLowerCase().replace(/-/g, '_');
    if (NOT_A_CODE.has(lower)) return false;
    const at = lower.indexOf('@');
    const main = at >= 0 ? lower.slice(0, at) : lower;
    if (at >= 0 && !VARIANT.test(lower.slice(at + 1))) return false;
    const [language = '', ...rest] = main.split('_');
    if (NOT_A_CODE.has(language)) return false;
    if (!codes.has(main)) {
      if (!languages.has(language) || rest.length > 2) return false;
      let i = 0;
      if (rest[i] !== undefined && scripts.has(rest[i]!)) i++;
      if (rest[i] !== undefined && REGION.test(rest[i]!)) i++;
      if (i !== rest.length) return false;
    }
    return catalogue.resolveCode(token) !== null;
  }

  // Paths repeat the same few tokens (folder names, codes) thousands of times.
  const known = new Map<string, boolean>();
  const cachedIsCode = (token: string): boolean => {
    let answer = known.get(token);
    if (answer === undefined) known.set(token, (answer = isCode(token)));
    return answer;
  };
  return { isCode: cachedIsCode, resolve: (token) => catalogue.resolveCode(token) };
}
