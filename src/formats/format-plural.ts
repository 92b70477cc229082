import type { Language, Plural } from '../languages/language.js';
import { withZeroForm } from '../languages/zero-plural.js';
import type { FileFormat } from './file-format.js';

/** One plural with zero per language object (history parses every version of every file). */
const zeroPlurals = new WeakMap<Language, Plural>();

/**
 * The plural a component of `format` uses for `language` (Weblate's `FileFormat.get_plural`, kept
 * per translation): the number of forms of plural units' targets and sources, their labels and the
 * formula checks and conversions use. The language resource itself keeps the default plural.
 */
export function formatPlural(format: Pick<FileFormat, 'pluralSource'>, language: Language): Plural {
  if (format.pluralSource !== 'cldr-zero') return language.plural;
  let plural = zeroPlurals.get(language);
  if (plural === undefined) zeroPlurals.set(language, (plural = withZeroForm(language.plural, language.code)));
  return plural;
}
