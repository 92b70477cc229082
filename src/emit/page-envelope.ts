import type { FileHash, TreeWriter } from './tree-writer.js';

/** Where a list page's items start: its envelope ends with this. */
export const RESULTS = '"results":[';

/**
 * A list page as the writer sees it. Its JSON is `envelope` (count and links, ending with the
 * opening of `results`), then its items, then `]}`: so the items' bytes of an older body of the
 * same page can be kept under a new envelope, without decoding them.
 */
export interface EnvelopedPage {
  /** Its number, from 1. */
  readonly n: number;
  /** Whether it is the last page of its list. */
  readonly last: boolean;
  readonly envelope: string;
  /** The digest of its items' fingerprints and its bytes' fingerprint (pageFingerprint), or null when some item has none. */
  fingerprints(): { items: string; page: string } | null;
  /**
   * Its JSON in pieces, its items rendered now: the envelope, the items with commas between them,
   * and the end. The writer encodes them one after the other, so a page is never joined.
   */
  pieces(): string[];
}

/**
 * A page's fingerprint: its items' and its count. The envelope is a function of the list's URL,
 * the page number, the count and the site's options (the build's salt), so this names its bytes.
 */
export function pageFingerprint(items: string, count: number): string {
  return `${items}~${count}`;
}

/** Whether a page fingerprint names the same items as these (the count may differ). */
export function sameItems(pageFingerprint: string, itemsFingerprint: string): boolean {
  return pageFingerprint.startsWith(`${itemsFingerprint}~`);
}

/** `page`'s envelope on the items of an older body of the same page with the same items. */
export function onResultsOf(page: EnvelopedPage, previous: Buffer): Buffer {
  const at = previous.indexOf(RESULTS);
  if (at < 0) throw new Error('a list page without results');
  return Buffer.concat([Buffer.from(page.envelope), previous.subarray(at + RESULTS.length)]);
}

/**
 * Writes a list page. A page of fingerprinted items is kept when neither its items nor its count
 * changed; its old items go under the new envelope when only the count changed (every page of a
 * list that grew by one item at the end); it is rendered otherwise.
 */
export async function writePage(writer: TreeWriter, rel: string, page: EnvelopedPage): Promise<FileHash> {
  const fingerprints = page.fingerprints();
  if (fingerprints === null) return writer.write(rel, page.pieces(), true);
  const kept = await writer.keep(rel, fingerprints.page, true);
  if (kept) return kept;
  const previous = writer.previous(rel, (f) => sameItems(f, fingerprints.items));
  return writer.write(rel, previous === null ? page.pieces() : onResultsOf(page, previous), true, fingerprints.page);
}
