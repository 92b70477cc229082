import { lowerBound } from '../cache/lower-bound.js';

/**
 * The positions where a test holds in a text, found in one pass on first use, to ask "the first at
 * or after p" and "the last before p" in logarithmic time: scanners that look ahead from every
 * opening character stay linear however many openings share one lookahead.
 */
export class SortedPositions {
  private positions: number[] | null = null;

  constructor(
    private readonly text: string,
    private readonly test: (text: string, index: number) => boolean,
  ) {}

  /** The first position ≥ p, or -1. */
  atOrAfter(p: number): number {
    const all = this.all();
    const i = this.lowerBound(p);
    return i < all.length ? all[i]! : -1;
  }

  /** The last position < p, or -1. */
  before(p: number): number {
    const i = this.lowerBound(p) - 1;
    return i >= 0 ? this.all()[i]! : -1;
  }

  private lowerBound(p: number): number {
    return lowerBound(this.all(), p);
  }

  private all(): number[] {
    if (this.positions === null) {
      const found: number[] = [];
      for (let i = 0; i < this.text.length; i++) if (this.test(this.text, i)) found.push(i);
      this.positions = found;
    }
    return this.positions;
  }
}

const WHITESPACE = /\s/;

export function isSpaceAt(text: string, index: number): boolean {
  return WHITESPACE.test(text[index]!);
}
