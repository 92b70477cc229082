/** GitHub workflow-command escaping: message data, then property values (which also escape `:` and `,`). */
export function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** Messages are single-line in text output (a newline would break the GCC format). */
export function oneLine(text: string): string {
  return text.replace(/\r?\n/g, '\\n');
}
