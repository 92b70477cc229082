import type { PluralCategoryName } from '../languages/language.js';

/** One unit of a translation that has no file, for a format's `generate` (in position order). */
export interface GeneratedFileUnit {
  /** The unit's key (its context in a monolingual component). */
  key: string;
  /** The target forms; one unless the unit is a plural. */
  forms: readonly string[];
  plural: boolean;
  /** Read-only in the template (`translatable="false"`…). */
  readOnly: boolean;
}

export interface GeneratedFileContext {
  /** The translation's language code, as the file would name it. */
  languageCode: string;
  /** The language's CLDR plural categories in form order (`one`, `other` for English). */
  categories: readonly PluralCategoryName[];
}
