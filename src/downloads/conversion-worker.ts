// The program of the conversion thread (conversion-thread.ts). It runs as compiled, from lib/,
// whether the build runs from the bundle, from lib/ or from the sources under vitest (`npm test`
// compiles first).
import { parentPort } from 'node:worker_threads';
import { findConversionFormat } from './convert/conversion-formats.js';
import type { ConversionAnswer, ConversionAsked } from './conversion-thread.js';

const port = parentPort!;

port.on('message', ({ id, view, formats }: ConversionAsked) => {
  let answer: ConversionAnswer;
  try {
    const files = formats.map((name) => ownBuffer(findConversionFormat(name)!.generate(view)));
    answer = { id, files };
  } catch {
    // The build generates this translation's files itself, and reports what fails as it would have.
    answer = { id, files: null };
  }
  port.postMessage(answer, answer.files?.map((file) => file.buffer as ArrayBuffer) ?? []);
});

/** The bytes in a buffer of their own, which can be handed over without a copy (not a slice of Node's pool). */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && !(bytes.buffer instanceof SharedArrayBuffer) ? bytes : Uint8Array.from(bytes);
}
