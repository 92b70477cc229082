import { describe, expect, it } from 'vitest';
import { ConsistencyIndex } from './consistency-index.js';

interface Member {
  language: number;
  source: bigint;
  target: number;
  translated: boolean;
}

/** Weblate's rule over plain arrays: a member fails when its group holds another target and it, or a member with another target, is translated. */
function naiveFailing(members: Member[]): number[] {
  return members.flatMap((m, i) => {
    const others = members.filter((o) => o.language === m.language && o.source === m.source && o.target !== m.target);
    return others.length > 0 && (m.translated || others.some((o) => o.translated)) ? [i] : [];
  });
}

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number): () => number {
  return () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
}

describe('ConsistencyIndex', () => {
  it('fails the members of a group with another target where one of them is translated', () => {
    const index = new ConsistencyIndex();
    index.addHashed(0, 5n, 1, true);
    index.addHashed(0, 5n, 2, false);
    index.addHashed(1, 5n, 3, false);
    index.addHashed(1, 5n, 4, false);
    index.addHashed(0, 6n, 1, true);
    expect(index.failing()).toEqual([0, 1]);
  });

  it('groups 64-bit source keys that differ only in their high or low word, or in sign, apart', () => {
    const keys = [1n, 1n + (1n << 32n), -1n, -(1n << 32n), (1n << 63n) - 1n, -(1n << 63n)];
    const index = new ConsistencyIndex();
    keys.forEach((key, i) => index.addHashed(0, key, i, true));
    expect(index.failing()).toEqual([]);
    index.addHashed(0, keys[1]!, 99, false);
    expect(index.failing()).toEqual([1, 6]);
  });

  it('agrees with the rule applied member by member on random projects', () => {
    const next = random(21);
    const keys = [0n, 1n << 32n, -7n, 123456789012345678n, -(1n << 40n)];
    for (let round = 0; round < 50; round++) {
      const members: Member[] = Array.from({ length: 1 + Math.floor(next() * 60) }, () => ({
        language: Math.floor(next() * 3),
        source: keys[Math.floor(next() * keys.length)]!,
        target: Math.floor(next() * 3),
        translated: next() < 0.5,
      }));
      const index = new ConsistencyIndex();
      for (const m of members) index.addHashed(m.language, m.source, m.target, m.translated);
      expect(index.failing()).toEqual(naiveFailing(members));
    }
  });
});
