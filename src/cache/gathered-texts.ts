/** Texts stored by row that can be read many at a time, in the order they are stored (Utf8TextsBuilder). */
export interface StoredTexts {
  byteLengthOf(row: number): number;
  /** Each of `rows` (ascending) with its place there and its bytes, valid during the call. */
  visitBytes(rows: ArrayLike<number>, visit: (k: number, bytes: Uint8Array) => void): void;
}

/** Where texts are: the nth is row `rowOf(n)` of `texts`. */
export interface TextRows {
  texts: StoredTexts;
  rowOf(n: number): number;
}

/** How many bytes of texts a block holds at most (a single larger text makes a block of its own). */
const BLOCK_BYTES = 8 * 1024 * 1024;
/** How many texts a block holds at most: a text's place in its block is a key's low bits. */
const BLOCK_TEXTS = 1 << 20;

/**
 * `bytesOf(i)` for texts stored in another order than asked: i = 0, 1, 2 … is row `rowOf(i)`.
 * Asked in ascending order, the texts are read a block at a time (BLOCK_BYTES), each block's rows
 * in the order they are stored, so that texts stored together are read together. The bytes given
 * are valid until the next call. Asking out of order is correct, only slower.
 */
export function gatheredInOrder(texts: StoredTexts, count: number, rowOf: (i: number) => number): (i: number) => Uint8Array {
  let first = 0;
  let last = 0;
  let ends = new Float64Array(0);
  let bytes = Buffer.alloc(0);
  const load = (from: number): void => {
    let size = 0;
    let to = from;
    while (to < count && to - from < BLOCK_TEXTS) {
      const length = texts.byteLengthOf(rowOf(to));
      if (to > from && size + length > BLOCK_BYTES) break;
      size += length;
      to++;
    }
    // Each text's key: its row, then its place in the block (rows are below 2^32, places below
    // 2^20: the key is below 2^53), so sorting the keys as numbers orders the block by row.
    const keys = new Float64Array(to - from);
    ends = new Float64Array(to - from);
    for (let i = from, end = 0; i < to; i++) {
      const row = rowOf(i);
      keys[i - from] = row * BLOCK_TEXTS + (i - from);
      ends[i - from] = end += texts.byteLengthOf(row);
    }
    keys.sort();
    if (bytes.length < size) bytes = Buffer.allocUnsafe(size);
    const rows = keys.map((key) => Math.floor(key / BLOCK_TEXTS));
    texts.visitBytes(rows, (k, text) => {
      const place = keys[k]! % BLOCK_TEXTS;
      bytes.set(text, place === 0 ? 0 : ends[place - 1]!);
    });
    [first, last] = [from, to];
  };
  return (i) => {
    if (i < first || i >= last) load(i);
    const place = i - first;
    return bytes.subarray(place === 0 ? 0 : ends[place - 1]!, ends[place]!);
  };
}
