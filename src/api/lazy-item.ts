import { hash } from 'node:crypto';

/**
 * A JSON body rendered only when needed, named by a fingerprint of everything it is rendered from.
 * A rebuild keeps the file of an item whose fingerprint is unchanged (tree-writer.ts `keep`), and a
 * list page whose items all kept their fingerprints reuses its old results, so most of a warm
 * build renders nothing. Rendered at most once, however many routes hold it.
 */
export class LazyItem {
  private rendered: string | null = null;

  constructor(
    readonly fingerprint: string,
    private readonly render: () => string,
    /** The sha256 (hex) of the JSON's UTF-8, when the fingerprint was made from it (renderedItem). */
    readonly sha256: string | null = null,
  ) {}

  json(): string {
    return (this.rendered ??= this.render());
  }
}

/**
 * An item rendered at once and named by its JSON: its fingerprint (fingerprintOf) and the sha256
 * that its file's manifest entry names come from one digest, so the file is not hashed again.
 */
export function renderedItem(json: string): LazyItem {
  const digest = hash('sha256', json, 'buffer');
  return new LazyItem(digest.toString('base64url').slice(0, 22), () => json, digest.toString('hex'));
}

/** A fingerprint of a string: 132 bits of its sha256, in base64url. */
export function fingerprintOf(text: string): string {
  return hash('sha256', text, 'base64url').slice(0, 22);
}
