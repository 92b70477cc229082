import type { PluralCategoryName } from '../languages/language.js';
import type { FormatContext } from './file-format.js';

/** Every CLDR plural category name, in CLDR's order. */
export const CLDR_CATEGORIES: readonly PluralCategoryName[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function isPluralCategory(name: string): name is PluralCategoryName {
  return (CLDR_CATEGORIES as readonly string[]).includes(name);
}

/** The CLDR categories of the file's language as the format counts forms, in form-index order (`one`, `other` for English). */
export function fileCategories(context: FormatContext): readonly PluralCategoryName[] {
  return context.plural?.categories ?? context.catalogue.getLanguage(context.targetLanguage).language.plural.categories;
}

/** The forms of a category-named plural in the language's form order; a missing category is "". */
export function formsByCategory(byCategory: ReadonlyMap<string, string>, categories: readonly PluralCategoryName[]): string[] {
  return categories.map((category) => byCategory.get(category) ?? '');
}
