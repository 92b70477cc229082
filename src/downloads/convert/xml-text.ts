/** Text for the XML exports: Weblate strips control characters but tab, LF and CR (XML 1.0 cannot hold them). */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f]/g;

export function stripControls(text: string): string {
  return text.replace(CONTROLS, '');
}

/** Escapes text for element content or a double-quoted attribute (controls stripped first). */
export function xmlText(text: string): string {
  return stripControls(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;');
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
