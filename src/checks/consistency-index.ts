import { grownColumn } from '../cache/grown-column.js';
import { allPositions, orderByRank } from '../cache/order-by-rank.js';
import { hash53 } from '../cache/hash53.js';

/**
 * The project-wide `inconsistent` check over compact records: a few typed-array slots a unit
 * instead of its target strings, so that a project of a million units can be checked without
 * holding its units. Members are grouped by (language, source key); a member fails when its group
 * holds another target and either it is translated or some unit with another target is (Weblate's
 * rule, see findInconsistentUnits). Targets are compared by a 53-bit hash of their forms: two
 * different translations of one string in one language collide with a chance of about 2^-53.
 */
export class ConsistencyIndex {
  private size = 0;
  private language = new Uint32Array(1024);
  private source = new BigInt64Array(1024);
  private target = new Float64Array(1024);
  private translated = new Uint8Array(1024);

  get count(): number {
    return this.size;
  }

  /** Adds a checkable unit; returns its member number (0, 1, …). */
  add(language: number, sourceKey: bigint, target: readonly string[], translated: boolean): number {
    return this.addHashed(language, sourceKey, targetHashOf(target), translated);
  }

  /** `add`, with the target already hashed (targetHashOf). */
  addHashed(language: number, sourceKey: bigint, targetHash: number, translated: boolean): number {
    if (this.size === this.language.length) this.grow();
    const i = this.size++;
    this.language[i] = language;
    this.source[i] = BigInt.asIntN(64, sourceKey);
    this.target[i] = targetHash;
    this.translated[i] = translated ? 1 : 0;
    return i;
  }

  /** The member numbers that fail, ascending. */
  failing(): number[] {
    const { language, target, translated } = this;
    // The source keys as pairs of 32-bit words: a key read from a BigInt64Array is a new BigInt,
    // two per comparison, which at 221,000 members took 10-15 MB of heap while a project sorted.
    // Equal words are equal keys in either byte order, and any order of the groups will do.
    const words = new Int32Array(this.source.buffer, 0, 2 * this.size);
    const sameSource = (a: number, b: number): boolean => words[2 * a] === words[2 * b] && words[2 * a + 1] === words[2 * b + 1];
    // Grouped by language with a counting sort, then sorted one language at a time: a typed array
    // sorted with a comparator is copied into two arrays of 8 bytes a member, which for a whole
    // project are large objects that only a full collection frees (about 15 MB at a million
    // units); a language's are young garbage.
    const languages = language.subarray(0, this.size);
    const order = orderByRank(languages, languages.reduce((n, l) => Math.max(n, l + 1), 0), allPositions(this.size));
    for (let start = 0; start < order.length;) {
      let end = start + 1;
      while (end < order.length && language[order[end]!] === language[order[start]!]) end++;
      order.subarray(start, end).sort((a, b) => words[2 * a]! - words[2 * b]! || words[2 * a + 1]! - words[2 * b + 1]! || target[a]! - target[b]!);
      start = end;
    }
    const failing: number[] = [];
    for (let start = 0; start < order.length;) {
      const first = order[start]!;
      let end = start + 1;
      while (end < order.length && language[order[end]!] === language[first] && sameSource(order[end]!, first)) end++;
      if (target[order[start]!] !== target[order[end - 1]!]) collectGroup(order, start, end, target, translated, failing);
      start = end;
    }
    return failing.sort((a, b) => a - b);
  }

  private grow(): void {
    const n = this.language.length * 2;
    this.language = grownColumn(this.language, n);
    this.source = grownColumn(this.source, n);
    this.target = grownColumn(this.target, n);
    this.translated = grownColumn(this.translated, n);
  }
}

/** What the index compares of a target: a 53-bit hash of its forms (an integer, exact as a JSON number). */
export function targetHashOf(target: readonly string[]): number {
  return hash53(target.join('\u001e\u001e'));
}

/** One group of at least two distinct targets, its members sorted by target: adds those that fail. */
function collectGroup(order: Uint32Array, start: number, end: number, target: Float64Array, translated: Uint8Array, failing: number[]): void {
  let translatedCount = 0;
  for (let k = start; k < end; k++) translatedCount += translated[order[k]!]!;
  for (let run = start; run < end;) {
    let runEnd = run;
    let translatedInRun = 0;
    while (runEnd < end && target[order[runEnd]!] === target[order[run]!]) translatedInRun += translated[order[runEnd++]!]!;
    // Another unit differs and one of the two is translated.
    const otherTranslatedDiffering = translatedCount - translatedInRun;
    for (let k = run; k < runEnd; k++) {
      if (translated[order[k]!] === 1 || otherTranslatedDiffering > 0) failing.push(order[k]!);
    }
    run = runEnd;
  }
}
