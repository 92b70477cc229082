/**
 * The BCP 47 tag of a served language code, for `lang` attributes: `pt_BR` → `pt-BR`,
 * `sr@latin` → `sr-Latn`; a gettext variant without a script (`xx@pirate`) is dropped, since
 * `lang` accepts no such suffix.
 */
export function langTagOf(code: string): string {
  const [base = code, variant] = code.split('@');
  const tag = base.replace(/_/g, '-');
  const script = variant === undefined ? undefined : SCRIPTS[variant.toLowerCase()];
  return script === undefined ? tag : `${tag}-${script}`;
}

const SCRIPTS: Record<string, string> = { latin: 'Latn', cyrillic: 'Cyrl', arabic: 'Arab', devanagari: 'Deva', hebrew: 'Hebr' };
