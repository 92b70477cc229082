/** Decoders of translation files' bytes; each strips a byte order mark. */

/** UTF-8, without a BOM. */
export function decodeUtf8WithoutBom(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** ISO-8859-1 (Java properties); every byte is a character. */
export function decodeLatin1(bytes: Buffer): string {
  return bytes.toString('latin1');
}

/**
 * UTF-16 by its BOM (little or big endian); a UTF-8 BOM, or a file without BOM and without NUL
 * bytes, is read as UTF-8 (translate-toolkit falls back to UTF-8 when UTF-16 does not fit); a file
 * without BOM whose NUL bytes sit at odd offsets is UTF-16 LE, at even offsets UTF-16 BE.
 */
export function decodeUtf16ByBom(bytes: Buffer): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return swapBytes(bytes.subarray(2)).toString('utf16le');
  if (!bytes.includes(0)) return decodeUtf8WithoutBom(bytes);
  const evenNul = bytes.length > 0 && bytes[0] === 0;
  return evenNul ? swapBytes(bytes).toString('utf16le') : bytes.toString('utf16le');
}

function swapBytes(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2)));
  return copy.swap16();
}
