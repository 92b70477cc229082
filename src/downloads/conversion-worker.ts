// The program of the conversion thread (conversion-thread.ts). It runs as compiled, from lib/,
// whether the build runs from the bundle, from lib/ or from the sources under vitest (`npm test`
// compiles first).
import { answerTasks } from '../task-thread-program.js';
import { findConversionFormat } from './convert/conversion-formats.js';
import type { ConversionAsked } from './conversion-thread.js';
import type { TranslationView } from './translation-view.js';

answerTasks(({ viewJson, formats }: ConversionAsked) => {
  const view = JSON.parse(viewJson) as TranslationView;
  const files = formats.map((name) => ownBuffer(findConversionFormat(name)!.generate(view)));
  return { result: files, transfer: files.map((file) => file.buffer as ArrayBuffer) };
});

/** The bytes in a buffer of their own, which can be handed over without a copy (not a slice of Node's pool). */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && !(bytes.buffer instanceof SharedArrayBuffer) ? bytes : Uint8Array.from(bytes);
}
