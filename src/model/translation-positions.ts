import type { Translation } from './model-types.js';

/**
 * Positions of changes in a ChangeTable, grouped by translation, each group ascending (so in
 * timestamp order): one typed array and where each translation's group starts in it, made by
 * ChangeTable.positionsByTranslation. A list of numbers per translation held about 12 MB of heap
 * at a million changes.
 */
export class TranslationPositions {
  private numbers: Map<Translation, number> | null = null;

  /** Translation k's positions are positions[starts[k] … starts[k + 1]). */
  constructor(
    private readonly translations: readonly Translation[],
    private readonly starts: Uint32Array,
    private readonly positions: Uint32Array,
  ) {}

  /** The positions of `t`'s changes (empty when it has none). */
  of(t: Translation): Uint32Array {
    this.numbers ??= new Map(this.translations.map((translation, k) => [translation, k]));
    const k = this.numbers.get(t);
    return k === undefined ? this.positions.subarray(0, 0) : this.group(k);
  }

  /** Each translation that has positions, with them. */
  *entries(): Generator<[Translation, Uint32Array]> {
    for (const [k, t] of this.translations.entries()) if (this.starts[k + 1]! > this.starts[k]!) yield [t, this.group(k)];
  }

  private group(k: number): Uint32Array {
    return this.positions.subarray(this.starts[k]!, this.starts[k + 1]!);
  }
}
