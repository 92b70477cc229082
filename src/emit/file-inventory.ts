import fs from 'node:fs';

/**
 * The list of every file of one output version with a digest of its bytes, kept beside the
 * version folder (never inside it, so it is never served). A version whose inventory exists is
 * complete and known: the next build may recycle it, rewriting only the files whose digest
 * changed, and `--changed-list` compares two inventories instead of two trees.
 *
 * A header line names the format and the build's salt, then one line per file: `<entry> <path>\n`.
 * An entry is the file's digest (its sha256 in hex and its size; a precompressed sibling's digest
 * names the encoding, its options and the original's digest, since the sibling is a pure function of
 * them), then, for a file rendered from a fingerprinted input, `@` and that fingerprint: a rebuild
 * whose input has the same fingerprint, under the same salt, keeps the file without rendering it.
 */
export class Inventory extends Map<string, string> {
  /** The salt of the build that wrote it (program and URL options): fingerprints hold only under it. */
  salt: string | null = null;
}

const HEADER = 'static-tms-inventory 2';

export function fileDigest(sha256Hex: string, size: number): string {
  return `${sha256Hex}:${size}`;
}

/** The sha256 and size a file digest names. */
export function hashOfDigest(digest: string): { sha256: string; size: number } {
  const colon = digest.lastIndexOf(':');
  return { sha256: digest.slice(0, colon), size: Number(digest.slice(colon + 1)) };
}

/** An inventory entry: a digest, with the fingerprint of its input when it has one. */
export function inventoryEntry(digest: string, fingerprint?: string): string {
  return fingerprint === undefined ? digest : `${digest}@${fingerprint}`;
}

/** The digest of an entry (what the bytes are), without its fingerprint. */
export function digestOfEntry(entry: string): string {
  const at = entry.indexOf('@');
  return at < 0 ? entry : entry.slice(0, at);
}

/** The fingerprint of an entry, or null. */
export function fingerprintOfEntry(entry: string): string | null {
  const at = entry.indexOf('@');
  return at < 0 ? null : entry.slice(at + 1);
}

export function inventoryPathOf(versionDir: string): string {
  return `${versionDir}.files`;
}

/** The inventory of a version, or null when it has none (an unfinished or foreign version, or an older format). */
export function readInventory(versionDir: string): Inventory | null {
  let inventory: Inventory | null = null;
  const read = forEachInventoryLine(versionDir, (salt) => {
    inventory = new Inventory();
    inventory.salt = salt;
  }, (path, entry) => inventory!.set(path, entry));
  return read ? inventory : null;
}

/**
 * Reads an inventory line by line in chunks, never as one string: a map built from slices of one
 * string of every line (≈ 280 MB at a million units) would keep all of it alive until the last entry
 * is consumed, while slices of a chunk free it once a rebuild has consumed that chunk's entries.
 * Returns false when there is no inventory or it is of another format.
 */
function forEachInventoryLine(versionDir: string, header: (salt: string) => void, line: (path: string, entry: string) => void): boolean {
  let fd: number;
  try {
    fd = fs.openSync(inventoryPathOf(versionDir), 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  try {
    const buffer = Buffer.alloc(1 << 22);
    let carry = '';
    let first = true;
    for (let n = fs.readSync(fd, buffer); n > 0; n = fs.readSync(fd, buffer)) {
      // Cut at the last newline, so that a UTF-8 sequence is never split between chunks.
      const end = buffer.lastIndexOf(10, n - 1);
      const text = carry + buffer.toString('utf8', 0, end + 1);
      carry = buffer.toString('utf8', end + 1, n);
      let start = 0;
      for (let nl = text.indexOf('\n'); nl >= 0; start = nl + 1, nl = text.indexOf('\n', start)) {
        if (first) {
          // An inventory of another format is not trusted: its version is treated as foreign.
          if (!text.startsWith(`${HEADER} `)) return false;
          header(text.slice(HEADER.length + 1, nl));
          first = false;
          continue;
        }
        const space = text.indexOf(' ', start);
        if (space > start && space < nl) line(text.slice(space + 1, nl), text.slice(start, space));
      }
      carry = text.slice(start) + carry;
    }
    return !first;
  } finally {
    fs.closeSync(fd);
  }
}

/** Removes a version's inventory first, so that a version being rewritten is never trusted. */
export function forgetInventory(versionDir: string): void {
  fs.rmSync(inventoryPathOf(versionDir), { force: true });
}

/** Appends inventory lines in bounded chunks and publishes the file by a rename when closed. */
export class InventoryWriter {
  private readonly partial: string;
  private readonly fd: number;
  private chunk: string[] = [];
  private chunkLength = 0;

  constructor(private readonly versionDir: string, salt: string) {
    this.partial = `${inventoryPathOf(versionDir)}.partial`;
    this.fd = fs.openSync(this.partial, 'w');
    fs.writeSync(this.fd, `${HEADER} ${salt}\n`);
  }

  add(path: string, entry: string): void {
    const line = `${entry} ${path}\n`;
    this.chunk.push(line);
    this.chunkLength += line.length;
    if (this.chunkLength > 1 << 20) this.flush();
  }

  close(): void {
    this.flush();
    fs.closeSync(this.fd);
    fs.renameSync(this.partial, inventoryPathOf(this.versionDir));
  }

  /** Drops the unfinished inventory: its version will not be trusted. */
  discard(): void {
    fs.closeSync(this.fd);
    fs.rmSync(this.partial, { force: true });
  }

  private flush(): void {
    if (this.chunk.length === 0) return;
    fs.writeSync(this.fd, this.chunk.join(''));
    this.chunk = [];
    this.chunkLength = 0;
  }
}

/**
 * Paths whose digest differs between two versions' inventories (added, changed or removed), sorted;
 * null when either has none. Only the first is held as a map; the second is read line by line.
 */
export function diffInventories(beforeDir: string, afterDir: string): string[] | null {
  const before = readInventory(beforeDir);
  if (!before) return null;
  const changed: string[] = [];
  const read = forEachInventoryLine(afterDir, () => undefined, (path, entry) => {
    const old = before.get(path);
    if (old === undefined || digestOfEntry(old) !== digestOfEntry(entry)) changed.push(path);
    before.delete(path);
  });
  if (!read) return null;
  for (const path of before.keys()) changed.push(path);
  return changed.sort();
}
