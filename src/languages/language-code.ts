/** Language codes (compatibility.md §14.2): canonical form, well-formedness and subtag roles. */

export interface CodeParts {
  language: string;
  script?: string;
  region?: string;
  /** Other `_` subtags, in order (e.g. `1901`, `devel`, `pehoeji`). */
  variants: string[];
  /** The part after `@`, if any. */
  atVariant?: string;
}

function canonicalizeSubtag(subtag: string, index: number): string {
  if (index === 0) return subtag.toLowerCase();
  if (/^[A-Za-z]{4}$/.test(subtag)) return subtag.charAt(0).toUpperCase() + subtag.slice(1).toLowerCase();
  if (/^[A-Za-z]{2}$/.test(subtag)) return subtag.toUpperCase();
  return subtag;
}

/**
 * `@variant` spellings that no case rule gives: Zawgyi is the name of a Burmese font encoding (CLDR's private
 * script Qaag), a proper noun that Weblate's catalogue capitalises (`my@Zawgyi`).
 */
const PROPER_NOUN_VARIANTS: ReadonlyMap<string, string> = new Map([['zawgyi', 'Zawgyi']]);

/**
 * A `@variant` is lower case, but a later `_` subtag of four letters is a script in Title case, as in the
 * main part (`sr@ijekavian_Latn`, Weblate's spelling); a proper noun keeps its capital (`my@Zawgyi`).
 */
function canonicalizeVariant(variant: string): string {
  const lower = variant.toLowerCase();
  const proper = PROPER_NOUN_VARIANTS.get(lower);
  if (proper !== undefined) return proper;
  return lower
    .split('_')
    .map((subtag, i) => (i > 0 && /^[a-z]{4}$/.test(subtag) ? subtag.charAt(0).toUpperCase() + subtag.slice(1) : subtag))
    .join('_');
}

/**
 * Canonical form: `-` → `_`, language lower case, script Title case, region upper case, `@variant` lower case
 * but for a script subtag in it and proper nouns (canonicalizeVariant).
 */
export function canonicalizeCode(code: string): string {
  const text = code.trim().replace(/-/g, '_');
  const at = text.indexOf('@');
  const main = at >= 0 ? text.slice(0, at) : text;
  const variant = at >= 0 ? text.slice(at + 1) : undefined;
  const head = main.split('_').map(canonicalizeSubtag).join('_');
  return variant === undefined ? head : `${head}@${canonicalizeVariant(variant)}`;
}

const WELL_FORMED = /^[a-z]{2,3}(?:_[A-Za-z0-9]{2,8})*(?:@[A-Za-z0-9_]+)?$/;

/**
 * Well-formed after `-` → `_`: a 2–3 letter language subtag (or a catalogue code), `_` subtags of 2 to 8
 * letters or digits, then optionally `@` and a variant of letters, digits and `_`.
 */
export function isWellFormedCode(code: string, isCatalogueCode: (code: string) => boolean = () => false): boolean {
  const canonical = canonicalizeCode(code);
  if (WELL_FORMED.test(canonical)) return true;
  if (isCatalogueCode(canonical)) return true;
  const at = canonical.indexOf('@');
  const main = at >= 0 ? canonical.slice(0, at) : canonical;
  const rest = at >= 0 ? canonical.slice(at) : '';
  const subtags = main.split('_');
  for (let i = subtags.length - 1; i >= 1; i--) {
    const prefix = subtags.slice(0, i).join('_');
    if (isCatalogueCode(prefix)) {
      return WELL_FORMED.test(`xx_${subtags.slice(i).join('_')}${rest}`);
    }
  }
  return false;
}

/** Splits a canonical code into roles: a four-letter subtag is a script, two letters or three digits a region. */
export function splitCode(canonical: string): CodeParts {
  const at = canonical.indexOf('@');
  const main = at >= 0 ? canonical.slice(0, at) : canonical;
  const [language = '', ...rest] = main.split('_');
  const parts: CodeParts = { language, variants: [] };
  if (at >= 0) parts.atVariant = canonical.slice(at + 1);
  for (const subtag of rest) {
    if (parts.script === undefined && parts.region === undefined && /^[A-Za-z]{4}$/.test(subtag)) parts.script = subtag;
    else if (parts.region === undefined && /^(?:[A-Za-z]{2}|\d{3})$/.test(subtag)) parts.region = subtag;
    else parts.variants.push(subtag);
  }
  return parts;
}

/** The code without its `@variant`. */
export function stripAtVariant(code: string): string {
  const at = code.indexOf('@');
  return at >= 0 ? code.slice(0, at) : code;
}
