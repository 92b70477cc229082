/**
 * An XML file's text: UTF-16 when it starts with a UTF-16 byte order mark (Visual Studio may write
 * RESX and XLIFF so), UTF-8 otherwise (the XML default, and what the readers' files use). The BOM
 * stays in the text; the XML tree reader drops it.
 */
export function decodeXml(bytes: Buffer): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.toString('utf16le');
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2)));
    return swapped.swap16().toString('utf16le');
  }
  return bytes.toString('utf8');
}
