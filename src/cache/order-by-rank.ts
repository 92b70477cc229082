/**
 * `positions` ordered by `ranks[position]` (integers below `rankCount`), positions of equal rank in
 * the order given: a counting sort. It holds the ordered copy and the counts; a typed array sorted
 * with a comparator is sorted on copies in V8's heap, which at a million changes raised the end of
 * a large build's model stage by about 35 MB for the second or two it took.
 */
export function orderByRank(ranks: Uint32Array, rankCount: number, positions: Uint32Array): Uint32Array {
  const starts = new Uint32Array(rankCount + 1);
  for (let i = 0; i < positions.length; i++) starts[ranks[positions[i]!]! + 1]!++;
  for (let rank = 0; rank < rankCount; rank++) starts[rank + 1]! += starts[rank]!;
  const ordered = new Uint32Array(positions.length);
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    ordered[starts[ranks[position]!]!++] = position;
  }
  return ordered;
}

/** Each value's rank among the distinct values in ascending order, and how many there are. */
export function ranksOfNumbers(values: Float64Array): { ranks: Uint32Array; rankCount: number } {
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  const rankOf = new Map(distinct.map((value, rank) => [value, rank]));
  const ranks = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i++) ranks[i] = rankOf.get(values[i]!)!;
  return { ranks, rankCount: distinct.length };
}

/** 0, 1, …, count − 1. */
export function allPositions(count: number): Uint32Array {
  const positions = new Uint32Array(count);
  for (let i = 0; i < count; i++) positions[i] = i;
  return positions;
}
