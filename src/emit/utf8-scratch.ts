/**
 * One buffer that strings are encoded into as UTF-8, again and again: a file's bytes are hashed
 * and handed to the writer from it, instead of hashing the string (which encodes it into a fresh
 * allocation) and then encoding it a second time into the writer's batch. The bytes `bytesOf`
 * gives are valid until its next call.
 */
export class Utf8Scratch {
  private buffer = Buffer.allocUnsafeSlow(SCRATCH_BYTES);

  bytesOf(text: string): Buffer {
    // 3 bytes at most a UTF-16 unit: most texts surely fit without being measured.
    if (text.length * 3 > this.buffer.length) {
      const size = Buffer.byteLength(text);
      // A rare large file gets its own buffer rather than growing the scratch for good.
      if (size > this.buffer.length) return Buffer.from(text);
    }
    return this.buffer.subarray(0, this.buffer.write(text, 0));
  }
}

const SCRATCH_BYTES = 4 << 20;
