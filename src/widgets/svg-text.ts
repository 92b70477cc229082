/** XML-escaped text for SVG. */
export function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Width of a text in 11 px Verdana-like type, estimated per character (no font is read). */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[iIl.,:;!|' ]/.test(ch) ? 3.5 : /[mwMW%]/.test(ch) ? 10 : /[A-Z0-9]/.test(ch) ? 7.5 : 6.5;
  return Math.ceil(w);
}

/** Weblate's colour scale for a translated percentage ("auto"), or a fixed colour. */
export function colourOf(tenths: number, scheme: WidgetColour): string {
  if (scheme === 'red') return '#e05d44';
  if (scheme === 'green') return '#2a8a2a';
  if (scheme === 'blue') return '#2f6fb6';
  return tenths >= 900 ? '#2a8a2a' : tenths >= 750 ? '#8a7a00' : '#c0392b';
}

export type WidgetColour = 'auto' | 'red' | 'green' | 'blue';
export const WIDGET_COLOURS: readonly WidgetColour[] = ['auto', 'red', 'green', 'blue'];
