import { constants as bufferConstants } from 'node:buffer';
import fs from 'node:fs';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';

/**
 * What the file system holds at a path, without ever throwing: the content tree is input like any
 * other, so a folder where a file belongs, a FIFO, a dangling or looping link, an unreadable file
 * or a name that is not UTF-8 becomes a positioned error instead of an internal error (or, for a
 * FIFO, a read that never returns).
 */
export type PathKind =
  | { kind: 'file'; size: number }
  | { kind: 'folder' }
  | { kind: 'missing' }
  | { kind: 'broken-link'; why: string }
  | { kind: 'special'; what: string }
  | { kind: 'unreadable'; why: string };

/** The largest file read whole: a longer text cannot be one JavaScript string. */
export const MAX_FILE_BYTES = bufferConstants.MAX_STRING_LENGTH;

export function pathKind(abs: string): PathKind {
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(abs, { throwIfNoEntry: false });
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ELOOP') return { kind: 'broken-link', why: 'it is a loop of symbolic links' };
    if (code === 'ENOTDIR') return { kind: 'missing' };
    return { kind: 'unreadable', why: describeError(error) };
  }
  if (stat === undefined) {
    const link = lstatOrNull(abs);
    if (link?.isSymbolicLink()) return { kind: 'broken-link', why: `it points to ${readLinkOrQuestion(abs)}, which does not exist` };
    return { kind: 'missing' };
  }
  if (stat.isFile()) return { kind: 'file', size: stat.size };
  if (stat.isDirectory()) return { kind: 'folder' };
  return { kind: 'special', what: specialKind(stat) };
}

/** Where a problem with a path is reported: the path itself (1:1), or the key that names it. */
export interface ReportAt {
  file: string;
  line: number;
  column: number;
}

/**
 * The bytes of a content file, or null after an error at `at`: `shown` is how the message names
 * the path (content-relative). A file too large to be one string is refused before it is read.
 */
export function readContentBytes(abs: string, shown: string, at: ReportAt, bag: DiagnosticBag): Buffer | null {
  const kind = pathKind(abs);
  if (!reportUnlessFile(kind, shown, at, bag)) return null;
  if (kind.kind === 'file' && kind.size > MAX_FILE_BYTES) {
    bag.error(at.file, at.line, at.column, 'file-too-large', `${shown} has ${kind.size} bytes; at most ${MAX_FILE_BYTES} can be read`);
    return null;
  }
  try {
    const bytes = fs.readFileSync(abs);
    if (bytes.length > MAX_FILE_BYTES) {
      bag.error(at.file, at.line, at.column, 'file-too-large', `${shown} has ${bytes.length} bytes; at most ${MAX_FILE_BYTES} can be read`);
      return null;
    }
    return bytes;
  } catch (error) {
    bag.error(at.file, at.line, at.column, 'file-unreadable', `${shown} cannot be read: ${describeError(error)}`);
    return null;
  }
}

/** The text of a content file (UTF-8), or null after an error at `at`. */
export function readContentText(abs: string, shown: string, at: ReportAt, bag: DiagnosticBag): string | null {
  return readContentBytes(abs, shown, at, bag)?.toString('utf8') ?? null;
}

/** True for a regular file; otherwise reports why the path is not one and returns false. */
export function reportUnlessFile(kind: PathKind, shown: string, at: ReportAt, bag: DiagnosticBag): boolean {
  switch (kind.kind) {
    case 'file':
      return true;
    case 'folder':
      bag.error(at.file, at.line, at.column, 'not-a-file', `${shown} is a folder; a file is expected here`);
      return false;
    case 'special':
      bag.error(at.file, at.line, at.column, 'not-a-file', `${shown} is ${kind.what}, not a regular file`);
      return false;
    case 'broken-link':
      bag.error(at.file, at.line, at.column, 'link-broken', `${shown} is a symbolic link that cannot be followed: ${kind.why}`);
      return false;
    case 'unreadable':
      bag.error(at.file, at.line, at.column, 'file-unreadable', `${shown} cannot be read: ${kind.why}`);
      return false;
    case 'missing':
      bag.error(at.file, at.line, at.column, 'file-missing', `${shown} does not exist`);
      return false;
  }
}

/** One entry of a folder listing: its name, and whether the bytes of the name are UTF-8. */
export interface ListedName {
  name: string;
  utf8: boolean;
}

/**
 * The names in a folder, sorted by code point; null (after an error at `at`) when it cannot be
 * listed. A name whose bytes are not UTF-8 is listed with `utf8: false` (its text is lossy, so it
 * cannot be opened by it).
 */
export function listFolder(abs: string, shown: string, at: ReportAt, bag: DiagnosticBag): ListedName[] | null {
  const kind = pathKind(abs);
  if (kind.kind !== 'folder') {
    if (kind.kind === 'file' || kind.kind === 'special') {
      bag.error(at.file, at.line, at.column, 'not-a-folder', `${shown} is ${kind.kind === 'file' ? 'a file' : kind.what}; a folder is expected here`);
    } else {
      reportUnlessFile(kind, shown, at, bag);
    }
    return null;
  }
  let raw: Buffer[];
  try {
    raw = fs.readdirSync(abs, { encoding: 'buffer' });
  } catch (error) {
    bag.error(at.file, at.line, at.column, 'file-unreadable', `${shown} cannot be listed: ${describeError(error)}`);
    return null;
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const names = raw.map((bytes): ListedName => {
    try {
      return { name: decoder.decode(bytes), utf8: true };
    } catch {
      return { name: bytes.toString('utf8'), utf8: false };
    }
  });
  return names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Reports a name whose bytes are not UTF-8 (it can be neither opened by its text nor published). */
export function reportNameNotUtf8(shown: string, at: ReportAt, bag: DiagnosticBag): void {
  bag.error(at.file, at.line, at.column, 'file-name-not-utf8', `the name of ${shown} is not UTF-8; rename it (the bytes that are not UTF-8 are shown as U+FFFD)`);
}

function specialKind(stat: fs.Stats): string {
  if (stat.isFIFO()) return 'a named pipe (FIFO)';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice()) return 'a character device';
  if (stat.isBlockDevice()) return 'a block device';
  return 'a special file';
}

function lstatOrNull(abs: string): fs.Stats | null {
  try {
    return fs.lstatSync(abs, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

function readLinkOrQuestion(abs: string): string {
  try {
    return fs.readlinkSync(abs);
  } catch {
    return '?';
  }
}

/** The `code` of a Node.js system error (`ENOENT`, `EACCES` …), if it has one. */
export function errorCode(error: unknown): string | undefined {
  return errorField(error, 'code');
}

/** The `path` of a Node.js system error, if it has one. */
export function errorPath(error: unknown): string | undefined {
  return errorField(error, 'path');
}

function errorField(error: unknown, field: 'code' | 'path'): string | undefined {
  if (typeof error !== 'object' || error === null || !(field in error)) return undefined;
  const value: unknown = Reflect.get(error, field);
  return typeof value === 'string' ? value : undefined;
}

/** An I/O error as words: its code and what the system said, without the path (the message names it). */
function describeError(error: unknown): string {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  const said = message.replace(/^[A-Z]+: /, '').replace(/, \w+ '.*'$/, '');
  return code !== undefined ? `${said} (${code})` : said;
}
