/** RFC 7230 token characters (tchar). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * `attachment; filename=…` as compatibility.md §2.6 writes it: the name bare when it is a token,
 * otherwise a quoted-string (`filename="demo-core-sr@latin.po"`).
 */
export function buildContentDisposition(filename: string): string {
  if (TOKEN.test(filename)) return `attachment; filename=${filename}`;
  return `attachment; filename="${filename.replace(/["\\]/g, '\\$&')}"`;
}
