/**
 * Plural rules for languages that neither CLDR (nor a macrolanguage or replacement of it) nor the gettext
 * table knows, so that §14.4 would fall back to a guessed `n != 1`. The rules are Weblate's
 * (WeblateOrg/language-data `languages.csv`, MIT, see LICENSES.md); only those with a clear reason are
 * kept, the reasons are in docs/languages.md ("Plural forms"). A content's `languages.yaml` still wins.
 */
const NO_PLURAL = { number: 1, formula: '0' } as const;
const LIKE_FRENCH = { number: 2, formula: 'n > 1' } as const;
const WITH_DUAL = { number: 3, formula: 'n==1 ? 0 : n==2 ? 1 : 2' } as const;

export const PLURAL_GAPS: ReadonlyMap<string, { number: number; formula: string }> = new Map([
  // A noun counted by a numeral takes no plural form.
  ['ace', NO_PLURAL], // Acehnese: no inflected plural, as its neighbours Indonesian and Malay (CLDR: one form)
  ['tok', NO_PLURAL], // Toki Pona: no number at all
  ['tlh', NO_PLURAL], // Klingon: the plural suffix is left out when a numeral gives the number
  ['crh', NO_PLURAL], // Crimean Tatar: Turkic, singular after a numeral, as Tatar (tt: one form in gettext's table)
  // French-based: one for 0 and 1, as French.
  ['frc', LIKE_FRENCH], // Louisiana French
  ['frp', LIKE_FRENCH], // Franco-Provençal
  // A dual number: one, two, other.
  ['grc', WITH_DUAL], // Ancient Greek
  ['sa', WITH_DUAL], // Sanskrit
  // Polish-like one, few (2–4 but 12–14), many.
  ['szl', { number: 3, formula: 'n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2' }], // Silesian
]);
