/**
 * CLDR's `languageAlias` table canonicalises locale identifiers; its entries are of two kinds.
 *
 * - A **rename** gives the same language another spelling: a withdrawn code (`deprecated`: iw → he,
 *   ajp → apc), a bibliographic code (`bibliographic`: ger → de) or the three-letter form of a two-letter
 *   code (`overlong` onto a bare language: ces → cs). Such a key is an alias.
 * - A **replacement** names a different language or a variety of another one: an individual language by
 *   its macrolanguage (`macrolanguage`: kmr → ku, gom → kok, gug → gn, mhr → chm, bh → bho, arb → ar), a
 *   legacy merger (`legacy`: tl → fil, cnr → sr-ME) or a language by a regional variety of another
 *   (`overlong` onto a tag with a region or script: prs → fa-AF). Weblate keeps such codes apart (its
 *   list has kmr and ku, gom and kok, …), and ISO 639-3 gives them codes of their own, so the key is a
 *   language of its own; the replacement only lends it a plural rule and a script when it has none.
 */
export type CldrAliasKind = 'rename' | 'replacement';

export function cldrAliasKind(reason: string | undefined, replacement: string): CldrAliasKind {
  if (reason === 'deprecated' || reason === 'bibliographic') return 'rename';
  if (reason === 'overlong' && /^[a-z]{2,3}$/.test(replacement)) return 'rename';
  return 'replacement';
}
