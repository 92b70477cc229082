/** The Language resource of the contract, minus its URLs (compatibility.md §14). */
export interface Plural {
  id: number;
  source: number;
  number: number;
  formula: string;
  type: number;
  /**
   * The CLDR category of each form, in form-index order (`one`, `other` for English): how formats
   * that name plural forms by category (Android, stringsdict, i18next, ICU) map to form indexes.
   */
  categories: readonly PluralCategoryName[];
}

export type PluralCategoryName = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

export interface Language {
  /** The canonical served code (§14.2), e.g. `pt_BR`, `zh_Hans`, `sr@latin`. */
  code: string;
  name: string;
  plural: Plural;
  aliases: string[];
  direction: 'ltr' | 'rtl';
  population: number;
}

/** One entry of content/languages.yaml (content-format.md section 1), already type-checked. */
export interface LanguageOverride {
  code: string;
  name?: string;
  direction?: 'ltr' | 'rtl';
  population?: number;
  aliases?: string[];
  plural?: { number: number; formula: string };
}

export interface LanguageCatalogue {
  /**
   * The served code for a code found in content (file name, source_language, languages.yaml):
   * canonical form, then alias resolution (§14.2, §14.11). Null when the code is malformed
   * (the caller reports `language-code-invalid`).
   */
  resolveCode(code: string): string | null;
  /**
   * The language for a served code (as returned by resolveCode). `known` is false when no source
   * names it: it is then named by its code and the caller warns `language-unknown`.
   */
  getLanguage(servedCode: string): { language: Language; known: boolean };
}
