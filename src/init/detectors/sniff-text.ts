import type { DetectedFiles, ReadHead } from '../format-detector.js';

/** How the heads of a set's files decode (ReadHead decodes UTF-8; bytes that are not become U+FFFD). */
export interface TextKinds {
  /** Files read at all. */
  read: number;
  /** Files with bytes that are not UTF-8 (a Latin-1 `é`), a UTF-16 byte-order mark, or NUL characters (UTF-16). */
  notUtf8: number;
  /** UTF-8 files with characters beyond ASCII. */
  utf8NonAscii: number;
}

/** The set's files and its template, as their heads decode. */
export function sniffText(fileSet: DetectedFiles, read: ReadHead): TextKinds {
  const kinds: TextKinds = { read: 0, notUtf8: 0, utf8NonAscii: 0 };
  const paths = [...(fileSet.newBase === null ? [] : [fileSet.newBase]), ...fileSet.files.map((f) => f.path)];
  for (const path of paths) {
    const head = read(path);
    if (head === null) continue;
    kinds.read++;
    // A head cut inside a character ends in one U+FFFD: not evidence.
    const text = head.replace(/\uFFFD$/, '');
    if (text.includes('\uFFFD') || text.includes('\u0000')) kinds.notUtf8++;
    else if (hasNonAscii(text.replace(/^\uFEFF/, ''))) kinds.utf8NonAscii++;
  }
  return kinds;
}

function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return true;
  return false;
}

/** The heads of a set's files (its template first), skipping those that cannot be read. */
export function readHeads(fileSet: DetectedFiles, read: ReadHead): string[] {
  const paths = [...(fileSet.newBase === null ? [] : [fileSet.newBase]), ...fileSet.files.map((f) => f.path)];
  return paths.map((p) => read(p)).filter((h): h is string => h !== null);
}
