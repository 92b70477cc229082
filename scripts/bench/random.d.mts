/** Types of random.mjs, for the tests that share its seeded generator. */
export function createRandom(seed: number): () => number;
export function hashUnit(...parts: unknown[]): number;
