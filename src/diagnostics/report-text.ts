import { escapeControls } from './escape-controls.js';

/** GitHub workflow-command escaping: message data, then property values (which also escape `:` and `,`). */
export function escapeData(text: string): string {
  // CR and LF are the workflow-command escapes; other control characters are written as escapes.
  const escaped = text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
  return escapeControls(escaped);
}

export function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** Messages are single-line in text output (a newline would break the GCC format), and hold no raw control character. */
export function oneLine(text: string): string {
  return escapeControls(text.replace(/\r?\n/g, '\n'));
}
