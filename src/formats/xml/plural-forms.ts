import type { PluralCategoryName } from '../../languages/language.js';
import type { FormatContext } from '../file-format.js';

/** The CLDR categories of the file's language as the format counts forms, in form-index order (`['one', 'other']` for en). */
export function pluralCategories(context: FormatContext): readonly PluralCategoryName[] {
  return context.plural?.categories ?? context.catalogue.getLanguage(context.targetLanguage).language.plural.categories;
}

/** One string per plural form of the language from category-named values; a missing category is "". */
export function formsByCategory(categories: readonly PluralCategoryName[], values: ReadonlyMap<string, string>): string[] {
  return categories.map((category) => values.get(category) ?? '');
}
