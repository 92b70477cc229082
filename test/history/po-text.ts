export interface PoEntrySpec {
  id: string;
  plural?: string;
  str?: string | string[];
  ctx?: string;
  fuzzy?: boolean;
  prev?: string;
  flags?: string[];
  ref?: string;
}

/** A PO file with a header and the given entries. */
export function poText(entries: PoEntrySpec[]): string {
  const blocks = ['msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"'];
  for (const e of entries) {
    const lines: string[] = [];
    if (e.ref) lines.push(`#: ${e.ref}`);
    const flags = [...(e.fuzzy ? ['fuzzy'] : []), ...(e.flags ?? [])];
    if (flags.length) lines.push(`#, ${flags.join(', ')}`);
    if (e.prev !== undefined) lines.push(`#| msgid ${JSON.stringify(e.prev)}`);
    if (e.ctx !== undefined) lines.push(`msgctxt ${JSON.stringify(e.ctx)}`);
    lines.push(`msgid ${JSON.stringify(e.id)}`);
    if (e.plural !== undefined) {
      lines.push(`msgid_plural ${JSON.stringify(e.plural)}`);
      const forms = Array.isArray(e.str) ? e.str : [e.str ?? '', ''];
      forms.forEach((f, i) => lines.push(`msgstr[${i}] ${JSON.stringify(f)}`));
    } else {
      lines.push(`msgstr ${JSON.stringify(typeof e.str === 'string' ? e.str : '')}`);
    }
    blocks.push(lines.join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}
