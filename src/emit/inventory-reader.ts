import fs from 'node:fs';
import { hash53 } from '../cache/hash53.js';
import { SortedHash53Set } from '../cache/sorted-hash53-set.js';
import { forEachLine, linesOf, openIfExists } from '../cache/line-file.js';
import { digestOfEntry, INVENTORY_HEADER, inventoryPathOf } from './file-inventory.js';

/**
 * A version's inventory, read as it is asked for. A rebuild asks for the files in about the order
 * the previous build wrote them, so the entries are read from the file just ahead of the writer
 * instead of all held in a map (≈ 230 bytes an entry: half a gigabyte at a million units). A set of
 * path hashes, filled by a first pass, answers at once for a path the inventory does not have.
 * Reading goes through the open file, so the file itself may be removed once opened (a recycled
 * version's inventory is, so that an interrupted build never trusts it). `close` when done.
 */
export class Inventory {
  /** Entries read from the file and not yet taken, by path, but for the last one read. */
  private readonly ahead = new Map<string, string>();
  /**
   * The last entry read, until it is taken or another is read: a rebuild asks in about the order of
   * the file, so most entries go from here to the caller without passing through `ahead`.
   */
  private last: [string, string] | null = null;
  private readonly unread: Generator<string, void, undefined>;

  private constructor(
    /** The version folder whose files it lists. */
    readonly dir: string,
    private readonly fd: number,
    /** The salt of the build that wrote it (program and URL options): fingerprints hold only under it. */
    readonly salt: string,
    private readonly present: SortedHash53Set,
  ) {
    this.unread = linesOf(fd);
    this.unread.next(); // the header
  }

  /** The inventory of a version, or null when it has none (an unfinished or foreign version, or an older format). */
  static open(versionDir: string): Inventory | null {
    const fd = openIfExists(inventoryPathOf(versionDir));
    if (fd === null) return null;
    let salt: string | null = null;
    const hashes = SortedHash53Set.collect();
    for (const line of linesOf(fd)) {
      if (salt === null) {
        if ((salt = saltOfHeader(line)) === null) break;
        continue;
      }
      const entry = entryOfLine(line);
      if (entry) hashes.push(hash53(entry[0]));
    }
    if (salt === null) {
      fs.closeSync(fd);
      return null;
    }
    return new Inventory(versionDir, fd, salt, new SortedHash53Set(hashes));
  }

  /** The entry of a path not yet taken, or undefined. */
  get(path: string): string | undefined {
    if (this.last !== null && this.last[0] === path) return this.last[1];
    const known = this.ahead.size > 0 ? this.ahead.get(path) : undefined;
    if (known !== undefined) return known;
    // Most often the path asked for is the next one in the file: then it is not hashed.
    if (this.readOne() && this.last![0] === path) return this.last![1];
    if (!this.present.has(hash53(path))) return undefined;
    while (this.readOne()) if (this.last![0] === path) return this.last![1];
    return undefined;
  }

  /** Takes a path's entry (after `get` found it): it is no longer in what `remaining` gives. */
  delete(path: string): void {
    if (this.last !== null && this.last[0] === path) this.last = null;
    else if (!this.ahead.delete(path)) return;
    this.present.delete(hash53(path));
  }

  /** Every entry not taken, as [path, entry]. */
  *remaining(): Generator<[string, string]> {
    yield* this.ahead;
    if (this.last !== null) yield this.last;
    yield* this.readAhead();
  }

  close(): void {
    fs.closeSync(this.fd);
  }

  /** Reads the next entry into `last` (the one there before goes to `ahead`); false at the end. */
  private readOne(): boolean {
    for (let next = this.unread.next(); !next.done; next = this.unread.next()) {
      const entry = entryOfLine(next.value);
      if (!entry) continue;
      if (this.last !== null) this.ahead.set(this.last[0], this.last[1]);
      this.last = entry;
      return true;
    }
    return false;
  }

  private *readAhead(): Generator<[string, string]> {
    for (let next = this.unread.next(); !next.done; next = this.unread.next()) {
      const entry = entryOfLine(next.value);
      if (entry) yield entry;
    }
  }
}

/**
 * Paths whose digest differs between two versions' inventories (added, changed or removed), sorted;
 * null when either has none. The second is read once, line by line; the first as the second asks for it.
 */
export function diffInventories(beforeDir: string, afterDir: string): string[] | null {
  const before = Inventory.open(beforeDir);
  if (!before) return null;
  try {
    const changed: string[] = [];
    const read = forEachEntry(afterDir, (path, entry) => {
      const old = before.get(path);
      if (old === undefined || digestOfEntry(old) !== digestOfEntry(entry)) changed.push(path);
      if (old !== undefined) before.delete(path);
    });
    if (!read) return null;
    for (const [path] of before.remaining()) changed.push(path);
    return changed.sort();
  } finally {
    before.close();
  }
}

/** Calls `entry` for each entry of a version's inventory; false when it has none (or one of another format). */
function forEachEntry(versionDir: string, entry: (path: string, entry: string) => void): boolean {
  let header: boolean | null = null;
  const exists = forEachLine(inventoryPathOf(versionDir), (line) => {
    if (header === null) return (header = saltOfHeader(line) !== null);
    const found = entryOfLine(line);
    if (found) entry(...found);
    return true;
  });
  return exists && header === true;
}

/** The salt a version's inventory was written under, or null when it has none (or one of another format). */
export function inventorySaltOf(versionDir: string): string | null {
  let salt: string | null = null;
  forEachLine(inventoryPathOf(versionDir), (line) => {
    salt = saltOfHeader(line);
    return false;
  });
  return salt;
}

/** The salt an inventory's header line names, or null for a header of another format (not trusted). */
function saltOfHeader(line: string): string | null {
  return line.startsWith(`${INVENTORY_HEADER} `) ? line.slice(INVENTORY_HEADER.length + 1) : null;
}

/** An inventory line `<entry> <path>` as [path, entry], or null. */
function entryOfLine(line: string): [string, string] | null {
  const space = line.indexOf(' ');
  return space > 0 ? [line.slice(space + 1), line.slice(0, space)] : null;
}
