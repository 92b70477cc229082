/** A permutation of 0 … n − 1 from a seeded generator (Fisher–Yates): the same every run. */
export function shuffled(n: number, seed: number): Uint32Array {
  const order = Uint32Array.from({ length: n }, (_, i) => i);
  let state = seed;
  for (let i = n - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
