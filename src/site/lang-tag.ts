import { iso6393 } from 'iso-639-3';
import { html, type SafeHtml } from './html.js';

/** Primary language subtags of ISO 639 (two letters where there is one, else three). */
let primaryTags: Set<string> | null = null;

function isPrimaryTag(tag: string): boolean {
  primaryTags ??= new Set(iso6393.flatMap((e) => (e.iso6391 ? [e.iso6391, e.iso6393] : [e.iso6393])));
  return primaryTags.has(tag.toLowerCase());
}

/**
 * The BCP 47 tag of a served language code, for `lang` attributes: `pt_BR` → `pt-BR`,
 * `sr@latin` → `sr-Latn`; a gettext variant without a script (`xx@pirate`) is dropped, since
 * `lang` accepts no such suffix. Null for a code whose language ISO 639 does not know (a made-up
 * `xx`): no `lang` is better than a false one.
 */
export function langTagOf(code: string): string | null {
  const [base = code, variant] = code.split('@');
  const tag = base.replace(/_/g, '-');
  if (!isPrimaryTag(tag.split('-')[0]!)) return null;
  const script = variant === undefined ? undefined : SCRIPTS[variant.toLowerCase()];
  return script === undefined ? tag : `${tag}-${script}`;
}

const SCRIPTS: Record<string, string> = { latin: 'Latn', cyrillic: 'Cyrl', arabic: 'Arab', devanagari: 'Deva', hebrew: 'Hebr' };

/** ` lang="…" dir="…"` for text in a language, or ` dir="…"` alone when it has no valid tag. */
export function langAttributes(lang: string | null, dir: 'ltr' | 'rtl'): SafeHtml {
  return lang === null ? html` dir="${dir}"` : html` lang="${lang}" dir="${dir}"`;
}
