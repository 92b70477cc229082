/**
 * Android's spellings of a language code in resource folder names, as Weblate reads them
 * (LanguageQuerySet.sanitize_code): `b+sr+Latn` (BCP 47 with `+`) is `sr_Latn`, and a region with
 * `-r` (`pt-rBR`, six characters) is `pt_BR`. Any other code is returned as it is.
 */
export function sanitizeAndroidCode(code: string): string {
  if (code.startsWith('b+')) return code.slice(2).replace(/\+/g, '_');
  if (code.length === 6 && /^[A-Za-z]{2}-r[A-Za-z]{2}$/.test(code)) return code.replace('-r', '_');
  return code;
}
