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
  let text: string;
  try {
    text = fs.readFileSync(inventoryPathOf(versionDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const lines = text.split('\n');
  // An inventory of another format is not trusted: its version is treated as foreign.
  if (!lines[0]!.startsWith(`${HEADER} `)) return null;
  const inventory = new Inventory();
  inventory.salt = lines[0]!.slice(HEADER.length + 1);
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const space = line.indexOf(' ');
    if (space > 0) inventory.set(line.slice(space + 1), line.slice(0, space));
  }
  return inventory;
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

/** Paths whose digest differs between two inventories (added, changed or removed), sorted. */
export function diffInventories(before: Inventory, after: Inventory): string[] {
  const changed: string[] = [];
  for (const [path, entry] of after) {
    const old = before.get(path);
    if (old === undefined || digestOfEntry(old) !== digestOfEntry(entry)) changed.push(path);
  }
  for (const path of before.keys()) if (!after.has(path)) changed.push(path);
  return changed.sort();
}
