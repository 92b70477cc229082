/** Texts stored by row that can be read many at a time, in the order they are stored (Utf8TextsBuilder). */
export interface StoredTexts {
  byteLengthOf(row: number): number;
  /** Each of `rows` (ascending) with its place there and where its bytes are, `source[start … end)`, valid during the call. */
  visitBytes(rows: ArrayLike<number>, visit: (k: number, source: Uint8Array, start: number, end: number) => void): void;
}

/** Where texts are: the nth is row `rowOf(n)` of `texts`. */
export interface TextRows {
  texts: StoredTexts;
  rowOf(n: number): number;
}

/** How many bytes of texts a block holds at most (a single larger text makes a block of its own). */
const BLOCK_BYTES = 8 * 1024 * 1024;
/** Texts up to this many bytes are copied without a view. */
const SHORT_TEXT = 64;
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
  let ends: number[] = [];
  let bytes = Buffer.alloc(0);
  const load = (from: number): void => {
    // The block's rows, and where each text ends in it (asked once each: a row is found through
    // several tables).
    const rows: number[] = [];
    const blockEnds: number[] = [];
    let size = 0;
    for (let i = from; i < count && i - from < BLOCK_TEXTS; i++) {
      const row = rowOf(i);
      const length = texts.byteLengthOf(row);
      if (i > from && size + length > BLOCK_BYTES) break;
      rows.push(row);
      blockEnds.push((size += length));
    }
    // Each text's key: its row, then its place in the block (rows are below 2^32, places below
    // 2^20: the key is below 2^53), so sorting the keys as numbers orders the block by row.
    const keys = new Float64Array(rows.length);
    for (let place = 0; place < rows.length; place++) keys[place] = rows[place]! * BLOCK_TEXTS + place;
    keys.sort();
    const sortedRows = new Uint32Array(rows.length);
    for (let k = 0; k < keys.length; k++) sortedRows[k] = Math.floor(keys[k]! / BLOCK_TEXTS);
    if (bytes.length < size) bytes = Buffer.allocUnsafe(size);
    texts.visitBytes(sortedRows, (k, source, start, end) => {
      const place = keys[k]! % BLOCK_TEXTS;
      const at = place === 0 ? 0 : blockEnds[place - 1]!;
      // Short texts (most targets) byte by byte: a view to copy from costs more than the copy.
      if (end - start <= SHORT_TEXT) for (let b = start; b < end; b++) bytes[at + b - start] = source[b]!;
      else bytes.set(source.subarray(start, end), at);
    });
    [first, last, ends] = [from, from + rows.length, blockEnds];
  };
  return (i) => {
    if (i < first || i >= last) load(i);
    const place = i - first;
    return bytes.subarray(place === 0 ? 0 : ends[place - 1]!, ends[place]!);
  };
}
