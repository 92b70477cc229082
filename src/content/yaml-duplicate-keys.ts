import { isScalar, visit, type Document } from 'yaml';

/**
 * Offsets of the keys that repeat an earlier key of the same mapping, as the YAML library's
 * `uniqueKeys` finds them (scalar keys with equal values), but through a set: the library compares
 * each key with every earlier one, time quadratic in the number of keys (40,000 keys: 12 s).
 */
export function findDuplicateKeys(doc: Document): number[] {
  const offsets: number[] = [];
  visit(doc, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const pair of map.items) {
        const key = pair.key;
        if (!isScalar(key) || Number.isNaN(key.value)) continue; // NaN equals nothing, as with ===
        if (seen.has(key.value)) offsets.push(key.range?.[0] ?? 0);
        else seen.add(key.value);
      }
    },
  });
  return offsets;
}
