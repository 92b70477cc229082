/**
 * One buffer that strings are encoded into as UTF-8, again and again: a file's bytes are hashed
 * and handed to the writer from it, instead of hashing the string (which encodes it into a fresh
 * allocation) and then encoding it a second time into the writer's batch. The bytes `bytesOf`
 * gives are valid until its next call.
 */
export class Utf8Scratch {
  private buffer = Buffer.allocUnsafeSlow(SCRATCH_BYTES);

  /**
   * The bytes of a text, or of texts one after the other: pieces are encoded where they go, never
   * joined first (a joined page is one copy of it, and its join with the envelope a second when it
   * is flattened to be encoded).
   */
  bytesOf(text: string | readonly string[]): Buffer {
    if (typeof text !== 'string') return this.piecesOf(text);
    // 3 bytes at most a UTF-16 unit: most texts surely fit without being measured.
    if (text.length * 3 > this.buffer.length) {
      const size = Buffer.byteLength(text);
      // A rare large file gets its own buffer rather than growing the scratch for good.
      if (size > this.buffer.length) return Buffer.from(text);
    }
    return this.buffer.subarray(0, this.buffer.write(text, 0));
  }

  private piecesOf(pieces: readonly string[]): Buffer {
    let bound = 0;
    for (const piece of pieces) bound += piece.length * 3;
    let target = this.buffer;
    if (bound > target.length) {
      let size = 0;
      for (const piece of pieces) size += Buffer.byteLength(piece);
      if (size > target.length) target = Buffer.allocUnsafe(size);
    }
    let used = 0;
    for (const piece of pieces) used += target.write(piece, used);
    return target.subarray(0, used);
  }
}

const SCRATCH_BYTES = 4 << 20;
