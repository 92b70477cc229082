import { hash } from 'node:crypto';
import { stringifyJson, type JsonValue } from '../emit/json.js';

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

  /**
   * An item rendered from a plain view of everything its JSON shows (but the URL options, which
   * the build's salt holds): the view's digest is the fingerprint, so no field list is kept in
   * step with the renderer by hand.
   */
  static ofView<View extends JsonValue>(view: View, render: (view: View) => JsonValue): LazyItem {
    return new LazyItem(fingerprintOf(stringifyJson(view)), () => stringifyJson(render(view)));
  }

  json(): string {
    return (this.rendered ??= this.render());
  }
}

/** A fingerprint of a string: 132 bits of its sha256, in base64url. */
export function fingerprintOf(text: string): string {
  return hash('sha256', text, 'base64url').slice(0, 22);
}
