// The program of the history's parse thread (history-parse-thread.ts). It runs as compiled, from
// lib/, whether the build runs from the bundle, from lib/ or from the sources under vitest
// (`npm test` compiles first).
import { parentPort, workerData } from 'node:worker_threads';
import { BlobCache } from '../history/blob-cache.js';
import { CatFileBatch } from '../history/cat-file-batch.js';
import { EntryCompactor } from '../history/compact-entry.js';
import { loadLanguageCatalogue } from '../languages/load-language-catalogue.js';
import { AHEAD, BY_THREAD, THREAD_MEMO_LIMIT, type HistoryParseWork, type ParsedVersion } from './history-parse-thread.js';
import { parseVersion } from './version-parser.js';

const work = workerData as HistoryParseWork;
const port = parentPort!;
const catalogue = loadLanguageCatalogue(work.languages);
const catFile = new CatFileBatch(work.repoRoot);
const cache = new BlobCache(work.cacheDir, work.cacheKey);
// Its entries are copied to the replay, which interns them: its memos need only span a component's
// files (the same strings in every language), not the site's, whose memos at L held tens of MB.
const compactor = new EntryCompactor(THREAD_MEMO_LIMIT);
// Node has it since 16; the ES2022 library the project compiles against does not declare it.
const { waitAsync } = Atomics as unknown as { waitAsync(array: Int32Array, index: number, value: number): { async: boolean; value: unknown } };

/**
 * Parses the versions in the order the replay reads them, each one that the replay has not
 * claimed first, at most AHEAD past the replay. A version that fails is sent back without
 * entries: the replay then parses it itself and reports what failed as it would have.
 */
async function parseAll(): Promise<void> {
  for (let i = 0; i < work.versions.length; i++) {
    for (;;) {
      const taken = Atomics.load(work.taken, 0);
      if (i < taken + AHEAD) break;
      const wait = waitAsync(work.taken, 0, taken);
      if (wait.async) await wait.value;
    }
    if (Atomics.compareExchange(work.claims, i, 0, BY_THREAD) !== 0) continue;
    const { blob, file, component } = work.versions[i]!;
    let entries = null;
    try {
      const bytes = await catFile.read(blob);
      entries = bytes === null ? [] : compactor.compact(parseVersion(work.parsers[component]!, catalogue, file, bytes));
      cache.set(blob, file, work.parserKeys[component]!, entries);
    } catch {
      entries = null;
    }
    port.postMessage({ index: i, entries } satisfies ParsedVersion);
  }
  catFile.close();
}

void parseAll();
