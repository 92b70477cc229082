import fs from 'node:fs';

/**
 * The list of every file of one output version with a digest of its bytes, kept beside the
 * version folder (never inside it, so it is never served). A version whose inventory exists is
 * complete and known: the next build may recycle it, rewriting only the files whose digest
 * changed, and `--changed-list` compares two inventories instead of two trees.
 *
 * One line per file: `<digest> <path>\n`. A digest is the first 128 bits of the sha256 (hex) and
 * the size; a precompressed sibling's digest names the encoding, its options and the original's
 * digest, since the sibling is a pure function of them.
 */
export type Inventory = Map<string, string>;

export function fileDigest(sha256Hex: string, size: number): string {
  return `${sha256Hex.slice(0, 32)}:${size}`;
}

export function inventoryPathOf(versionDir: string): string {
  return `${versionDir}.files`;
}

/** The inventory of a version, or null when it has none (an unfinished or foreign version). */
export function readInventory(versionDir: string): Inventory | null {
  let text: string;
  try {
    text = fs.readFileSync(inventoryPathOf(versionDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const inventory: Inventory = new Map();
  for (const line of text.split('\n')) {
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

  constructor(private readonly versionDir: string) {
    this.partial = `${inventoryPathOf(versionDir)}.partial`;
    this.fd = fs.openSync(this.partial, 'w');
  }

  add(path: string, digest: string): void {
    const line = `${digest} ${path}\n`;
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
  for (const [path, digest] of after) if (before.get(path) !== digest) changed.push(path);
  for (const path of before.keys()) if (!after.has(path)) changed.push(path);
  return changed.sort();
}
