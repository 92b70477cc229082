/**
 * HTML built by template functions: `html` escapes every interpolated value unless it is already
 * `SafeHtml` (the result of another `html` call), so no page can hold unescaped content text.
 */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function piece(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(piece).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += piece(values[i]!) + strings[i + 1]!;
  return new SafeHtml(out);
}

/** Text already known to be markup (an SVG built by this program). */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
