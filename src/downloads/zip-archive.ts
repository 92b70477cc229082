import { crc32 } from './crc32.js';

/**
 * A deterministic ZIP writer: the same entries give the same bytes on every machine.
 * - Entries are sorted by the UTF-8 bytes of their path, whatever order they are given in.
 * - Every entry has the same time, `modified` (default 1980-01-01 00:00:00, the first time a
 *   ZIP can hold), written from its UTC fields, so neither the clock nor the time zone matters.
 * - Files are stored, not deflated: the bytes inside are the files' bytes, as Weblate's own
 *   archives do (Python's ZipFile defaults to ZIP_STORED), and no zlib version can change them.
 * - No extra fields, no comment; the host is recorded as Unix with mode 0644 so that `unzip`
 *   extracts readable files; paths are flagged UTF-8 (bit 11) when they are not ASCII.
 * No ZIP64: more than 65535 entries or 4 GiB is refused.
 */

export interface ZipEntry {
  /** Path inside the archive, `/`-separated, relative, without `.` or `..` segments. */
  path: string;
  bytes: Uint8Array;
}

/** An entry whose bytes are read when the archive reaches it, and let go once they are given. */
export interface ZipSource {
  path: string;
  read: () => Uint8Array;
}

export interface ZipOptions {
  modified?: Date;
}

export type ZipErrorCode = 'zip-entry-path' | 'zip-duplicate-entry' | 'zip-too-large';

export class ZipArchiveError extends Error {
  constructor(
    readonly code: ZipErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ZipArchiveError';
  }
}

/** 1980-01-01T00:00:00Z: the DOS epoch, the earliest time a ZIP entry can carry. */
export const ZIP_EPOCH = new Date(Date.UTC(1980, 0, 1, 0, 0, 0));

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
const VERSION = 20;
const MADE_BY_UNIX = (3 << 8) | VERSION;
const UTF8_NAMES = 0x0800;
const REGULAR_FILE_0644 = (0o100644 << 16) >>> 0;
const MAX_32 = 0xffffffff;

export function buildZipArchive(entries: readonly ZipEntry[], options: ZipOptions = {}): Uint8Array {
  return Buffer.concat([...zipArchiveParts(entries.map((entry) => ({ path: entry.path, read: () => entry.bytes })), options)]);
}

/**
 * The archive as a sequence of parts: each entry's header and name, then its bytes, read only when
 * the archive reaches them, so that an archive of a large project is never held whole; then the
 * central directory. Paths are checked before the first part.
 */
export function* zipArchiveParts(sources: readonly ZipSource[], options: ZipOptions = {}): Generator<Uint8Array> {
  const { time, date } = dosDateTime(options.modified ?? ZIP_EPOCH);
  const named = sources.map((source) => ({ source, name: Buffer.from(checkPath(source.path), 'utf8') }));
  named.sort((a, b) => Buffer.compare(a.name, b.name));
  if (named.length > 0xffff) throw new ZipArchiveError('zip-too-large', `${named.length} entries: at most 65535 without ZIP64`);
  for (let i = 1; i < named.length; i++) {
    if (named[i]!.name.equals(named[i - 1]!.name)) throw new ZipArchiveError('zip-duplicate-entry', `two entries named ${named[i]!.source.path}`);
  }

  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { source, name } of named) {
    const bytes = source.read();
    const size = bytes.length;
    if (size >= MAX_32 || offset + size >= MAX_32) throw new ZipArchiveError('zip-too-large', `${source.path}: the archive passes 4 GiB`);
    const crc = crc32(bytes);
    const flags = /^[\x20-\x7e]*$/.test(source.path) ? 0 : UTF8_NAMES;

    const local = Buffer.alloc(30 + name.length);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    name.copy(local, 30);
    yield local;
    yield bytes;

    const central = Buffer.alloc(46 + name.length);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(MADE_BY_UNIX, 4);
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(size, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    // extra length, comment length, disk number, internal attributes: all 0
    central.writeUInt32LE(REGULAR_FILE_0644, 38);
    central.writeUInt32LE(offset, 42);
    name.copy(central, 46);
    centrals.push(central);

    offset += local.length + size;
  }

  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  if (offset + centralSize >= MAX_32) throw new ZipArchiveError('zip-too-large', 'the archive passes 4 GiB');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL, 0);
  end.writeUInt16LE(named.length, 8);
  end.writeUInt16LE(named.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([...centrals, end]);
}

function checkPath(path: string): string {
  const segments = path.split('/');
  const bad =
    path === '' ||
    path.includes('\\') ||
    path.includes('\0') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw new ZipArchiveError('zip-entry-path', `not a relative file path: ${JSON.stringify(path)}`);
  return path;
}

/** MS-DOS time and date fields from the UTC fields of `when` (clamped to 1980–2107). */
function dosDateTime(when: Date): { time: number; date: number } {
  const stamp = Math.min(Math.max(when.getTime(), ZIP_EPOCH.getTime()), Date.UTC(2107, 11, 31, 23, 59, 58));
  const d = new Date(stamp);
  const time = (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1);
  const date = ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate();
  return { time, date };
}
