import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTemporaryFolder } from '../temporary-folder.js';

/**
 * Font files cut down to the characters of the texts given, for resvg to draw them with.
 *
 * resvg (as @resvg/resvg-js 2.6 builds it) reads a font file whole for every glyph it lays out:
 * DejaVu Sans is 740 KB, so a 287x66 badge (about 80 glyphs) spent 3 ms of system time copying
 * it, three quarters of its time. A subset of the characters a build draws is about 15 KB and
 * draws the same pixels: HarfBuzz's subsetter (hb-subset, from harfbuzzjs) keeps the glyphs'
 * outlines, metrics and layout tables (kerning, ligatures), the family's names and the outline of
 * the glyph drawn for a character the font lacks. The widgets' tests compare the PNG bytes with
 * those the whole fonts give.
 *
 * Printable ASCII is always in: an escaped character (`&apos;`) is in an SVG as its entity. The
 * files are made once per set of characters, in a folder of the process's removed when it ends.
 * The whole fonts when a subset cannot be made: the same bytes, only slower.
 */
export async function fontSubsets(files: readonly string[], texts: Iterable<string>): Promise<readonly string[]> {
  const characters = new Set<string>(ASCII);
  for (const text of texts) for (const c of text) characters.add(c);
  const text = [...characters].sort().join('');
  const key = createHash('sha256').update(JSON.stringify([files, text])).digest('hex').slice(0, 16);
  let made: string[];
  try {
    made = files.map((file, i) => path.join(subsetFolder(), `${key}-${i}${path.extname(file)}`));
  } catch {
    return files; // no temporary folder
  }
  if (made.every((file) => fs.existsSync(file))) return made;
  // In a process of its own: HarfBuzz's module keeps the memory it cut the fonts in (about 45 MB
  // of a build's peak), and a process gives it all back when it ends.
  return (await cutInProcess({ files, text, made })) ? made : files;
}

/** Runs font-subset-process.ts; whether it made every file. */
function cutInProcess(job: { files: readonly string[]; text: string; made: readonly string[] }): Promise<boolean> {
  return new Promise((resolve) => {
    // Liftoff only: optimizing HarfBuzz's module would take 0.3 s of CPU, cutting takes 0.05 s.
    const child = spawn(process.execPath, ['--liftoff-only', fileURLToPath(PROCESS)], { stdio: ['pipe', 'ignore', 'ignore'] });
    // It takes a tenth of a second: one that hangs is given up, and the whole fonts used.
    const timer = setTimeout(() => child.kill('SIGKILL'), CUT_TIMEOUT_MS);
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code === 0 && job.made.every((file) => fs.existsSync(file)));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(JSON.stringify(job));
  });
}

const CUT_TIMEOUT_MS = 30_000;

/** The process's program, as compiled: from lib/widgets/, from the bundle in lib/bundle/ or from src/widgets/ under the test runner. */
const PROCESS = new URL('../../lib/widgets/font-subset-process.js', import.meta.url);

const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));

let folder: string | null = null;

function subsetFolder(): string {
  folder ??= makeTemporaryFolder('static-tms-fonts-');
  return folder;
}
