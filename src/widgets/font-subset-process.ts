// The program of the process font-subset.ts starts to cut fonts: reads `{ files, text, made }` as
// JSON from its input, writes `made[i]`, the font `files[i]` cut down to `text`'s characters, and
// exits 0; anything else exits 1.
import fs from 'node:fs';
import { createRequire } from 'node:module';

/** The part of hb-subset's C API this module calls, as harfbuzzjs's WebAssembly module exports it. */
interface HarfBuzzSubset {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NOTDEF_OUTLINE = 0x40;

async function harfBuzz(): Promise<HarfBuzzSubset> {
  const wasm = fs.readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
  const exports = (await WebAssembly.instantiate(wasm)).instance.exports as unknown as HarfBuzzSubset & { _initialize(): void };
  exports._initialize();
  return exports;
}

/** `font` (TrueType) cut down to the glyphs of `text`'s characters, with every layout feature and the outline of .notdef. */
function subsetOf(hb: HarfBuzzSubset, font: Buffer, text: string): Buffer {
  const input = hb.hb_subset_input_create_or_fail();
  if (input === 0) throw new Error('hb_subset_input_create_or_fail failed');
  const data = hb.malloc(font.length);
  new Uint8Array(hb.memory.buffer).set(font, data);
  const blob = hb.hb_blob_create(data, font.length, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  try {
    const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    hb.hb_set_invert(features);
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NOTDEF_OUTLINE);
    const characters = hb.hb_subset_input_unicode_set(input);
    for (const c of text) hb.hb_set_add(characters, c.codePointAt(0)!);
    const subset = hb.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error('hb_subset_or_fail failed: not a font?');
    const result = hb.hb_face_reference_blob(subset);
    // The module's memory may have grown meanwhile: a view of it is taken after.
    const bytes = Buffer.from(new Uint8Array(hb.memory.buffer, hb.hb_blob_get_data(result, 0), hb.hb_blob_get_length(result)));
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    if (bytes.length === 0) throw new Error('hb-subset made an empty font');
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}

const job = JSON.parse(fs.readFileSync(0, 'utf8')) as { files: string[]; text: string; made: string[] };
const hb = await harfBuzz();
for (const [i, file] of job.files.entries()) {
  // Written beside, then renamed: a drawing never reads half a file.
  fs.writeFileSync(`${job.made[i]}.partial`, subsetOf(hb, fs.readFileSync(file), job.text));
  fs.renameSync(`${job.made[i]}.partial`, job.made[i]!);
}
