/**
 * Characters that must not reach a terminal or a log raw: C0 and C1 controls and DEL (a CR or LF
 * would split one diagnostic over several lines, an ESC would drive the terminal), the line and
 * paragraph separators, and the bidirectional controls that can make a line read differently from
 * what it holds.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** The text with every unsafe character written as an escape (`\n`, `\r`, `\t`, `\x1b`, `\u202e`). */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => {
    if (Object.hasOwn(NAMED, c)) return NAMED[c]!;
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
