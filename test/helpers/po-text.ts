/** A small UTF-8 PO file: its header, then each entry as `[msgid, msgstr, msgctxt?]`. */
export function poText(entries: readonly [string, string, string?][]): string {
  return `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n` +
    entries.map(([id, str, ctx]) => `${ctx ? `msgctxt "${ctx}"\n` : ''}msgid "${id}"\nmsgstr "${str}"\n`).join('\n');
}
