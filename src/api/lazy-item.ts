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
  ) {}

  json(): string {
    return (this.rendered ??= this.render());
  }
}

/** A fingerprint of a string: 132 bits of its sha256, in base64url. */
export function fingerprintOf(text: string): string {
  return hash('sha256', text, 'base64url').slice(0, 22);
}
