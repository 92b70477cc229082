/**
 * A plain view of one translation, all a converted download is generated from. It holds no
 * model objects and no URLs beyond the one the PO header names, so the generators stay pure:
 * the route family builds it from the model's translation and its units. It is plain JSON (no
 * bigints), so its JSON is both what its downloads' fingerprint digests and what the conversion
 * thread is sent.
 */

/** Weblate's unit states (weblate/utils/state.py). */
export const STATE_EMPTY = 0;
export const STATE_FUZZY = 10;
export const STATE_TRANSLATED = 20;
export const STATE_APPROVED = 30;
export const STATE_READONLY = 100;

export interface ViewLanguage {
  code: string;
  name: string;
}

export interface ViewPlural {
  /** Number of plural forms (gettext nplurals). */
  number: number;
  /** The gettext plural expression, e.g. `n > 1`. */
  formula: string;
}

export interface ViewUnit {
  /** Source forms: one, or one per source plural (singular, plural). */
  source: readonly string[];
  /** Target forms: one, or one per plural form of the target language; '' when untranslated. */
  target: readonly string[];
  context: string;
  /** Developer comments (PO `#.`), lines joined with '\n'. */
  note: string;
  /** Locations separated by whitespace or commas, as Weblate keeps them (`file.c:12, file.c:20`). */
  location: string;
  /** Flags, each as written (`c-format`, `max-length:80`). */
  flags: readonly string[];
  /** One of the STATE_* values. */
  state: number;
  /**
   * The unit's id in formats that need one when it has no context: Weblate's `unit.checksum`
   * (`checksumOfIdHash`, the same hex as the unit's `web_url`), which its exporters use.
   */
  checksum: string;
}

export interface TranslationView {
  project: { name: string; slug: string };
  component: { name: string; slug: string };
  sourceLanguage: ViewLanguage;
  targetLanguage: ViewLanguage;
  plural: ViewPlural;
  /** The file format of the component (`po`, `tbx` …): some conversions exist only for some. */
  fileFormat: string;
  /** The translation's web page, named in the PO header's Language-Team. */
  webUrl: string;
  /** The generator named in X-Generator and the TMX header, e.g. `static-tms 0.1.0`. */
  generator: string;
  /**
   * When the content last changed (UTC ISO 8601), written where a format wants a date (PO's
   * POT-Creation-Date): the content's time rather than the clock keeps the output deterministic.
   */
  revised: string;
  units: readonly ViewUnit[];
}

/** A unit counts as translated as Weblate's `unit.translated` does: translated, approved or read-only. */
export function isTranslated(unit: ViewUnit): boolean {
  return unit.state >= STATE_TRANSLATED;
}

/** Locations one by one: Weblate splits them on whitespace (a trailing comma is dropped). */
export function splitLocations(location: string): string[] {
  return location
    .split(/\s+/)
    .map((part) => part.replace(/,$/, ''))
    .filter((part) => part !== '');
}
