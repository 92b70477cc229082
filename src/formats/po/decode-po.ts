import { decodeUtf8WithoutBom } from '../text-decoders.js';

/**
 * A PO file's text from its bytes, in the charset its header names (`Content-Type: text/plain;
 * charset=ISO-8859-1`), as gettext and translate-toolkit read it. UTF-8 when the header names none,
 * the template placeholder `CHARSET`, or a charset this runtime cannot decode.
 */
export function decodePo(bytes: Buffer): string {
  const charset = headerCharset(bytes);
  if (charset !== null) {
    try {
      return new TextDecoder(charset).decode(bytes);
    } catch {
      // An unknown label: read as UTF-8, like a file without a charset.
    }
  }
  return decodeUtf8WithoutBom(bytes);
}

/** The header lies in the first few kilobytes; every charset gettext supports is ASCII-compatible there. */
const HEADER_BYTES = 8192;
const CHARSET = /content-type:[^\n"]*?charset=([A-Za-z0-9._:-]+)/i;

/** The charset named by the header entry, lower case, or null for UTF-8. */
function headerCharset(bytes: Buffer): string | null {
  const head = bytes.subarray(0, HEADER_BYTES).toString('latin1');
  const name = CHARSET.exec(head)?.[1]?.toLowerCase();
  if (name === undefined || name === 'charset' || name === 'utf-8' || name === 'utf8') return null;
  return name;
}
