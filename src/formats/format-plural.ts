import type { Language, Plural } from '../languages/language.js';
import { withZeroForm } from '../languages/zero-plural.js';
import type { FileFormat } from './file-format.js';

/**
 * The plural a component of `format` uses for `language` (Weblate's `FileFormat.get_plural`, kept
 * per translation): the number of forms of plural units' targets and sources, their labels and the
 * formula checks and conversions use. The language resource itself keeps the default plural.
 */
export function formatPlural(format: Pick<FileFormat, 'pluralSource'>, language: Language): Plural {
  return format.pluralSource === 'cldr-zero' ? withZeroForm(language.plural, language.code) : language.plural;
}
