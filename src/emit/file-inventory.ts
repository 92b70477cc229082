import fs from 'node:fs';
import { LineWriter } from '../cache/line-file.js';
import { writtenPathOf } from './written-entries.js';

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
export const INVENTORY_HEADER = 'static-tms-inventory 2';

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

/** Where a version's build recorded the digest of its inputs (build-inputs.ts). */
export function inputsPathOf(versionDir: string): string {
  return `${versionDir}.inputs`;
}

/**
 * Removes a version's inventory first (and the list of what its build wrote, and the record of its
 * inputs), so that a version being rewritten is never trusted.
 */
export function forgetInventory(versionDir: string): void {
  fs.rmSync(inputsPathOf(versionDir), { force: true });
  fs.rmSync(`${inputsPathOf(versionDir)}.partial`, { force: true });
  fs.rmSync(inventoryPathOf(versionDir), { force: true });
  fs.rmSync(writtenPathOf(versionDir), { force: true });
  fs.rmSync(`${writtenPathOf(versionDir)}.partial`, { force: true });
}

/** Writes an inventory in bounded chunks and publishes the file by a rename when closed. */
export class InventoryWriter {
  private readonly lines: LineWriter;

  constructor(versionDir: string, salt: string) {
    this.lines = new LineWriter(inventoryPathOf(versionDir));
    this.lines.add(`${INVENTORY_HEADER} ${salt}`);
  }

  add(path: string, entry: string): void {
    this.lines.add(`${entry} ${path}`);
  }

  close(): void {
    this.lines.close();
  }

  /** Drops the unfinished inventory: its version will not be trusted. */
  discard(): void {
    this.lines.discard();
  }
}
