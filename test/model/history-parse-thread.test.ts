import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HistoryComponent } from '../../src/history/history-component.js';
import { loadHistory } from '../../src/history/load-history.js';
import { loadLanguageCatalogue } from '../../src/languages/load-language-catalogue.js';
import { parseHistoryOnThread } from '../../src/model/history-parse-thread.js';
import { parseVersion, type VersionParser } from '../../src/model/version-parser.js';
import { plainResult, scenarioComponents, scenarioOptions, scenarioRepository } from '../history/history-scenario.js';

// The thread runs lib/model/history-parse-worker.js: `npm test` compiles it before the tests.

const scenario = scenarioRepository();
const cacheDir = scenario.tempDir;
const catalogue = loadLanguageCatalogue([]);

/** The scenario's components, parsed as the build parses them, with a count of the versions parsed on this thread. */
/** What names each component's parser: the replay and the thread cache the versions they parse under it. */
const parserKeys = scenarioComponents().map((c) => c.parser);

function components(onParse: () => void = () => {}): { components: HistoryComponent[]; parsers: VersionParser[] } {
  const scenario = scenarioComponents();
  const parsers = scenario.map(
    (c): VersionParser => ({ format: 'po', keyed: false, sourceLanguage: 'en', languageOf: new Map(c.translations.filter((t) => t.file).map((t) => [t.file, t.language])) }),
  );
  return {
    parsers,
    components: scenario.map((c, i) => ({
      ...c,
      parse: (file, bytes) => {
        onParse();
        return parseVersion(parsers[i]!, catalogue, file, bytes);
      },
    })),
  };
}

/** Blocks this thread until a file is in `dir` (the thread's first cached version), for at most 20 s. */
function waitForAFile(dir: string): void {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; Atomics.wait(sleeper, 0, 0, 20)) {
    if (readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith('.json'))) return;
  }
}

describe('parseHistoryOnThread', () => {
  const content = () => path.join(scenario.repo.dir, 'content');

  it('gives the history of one thread, each version parsed by one of the two', async () => {
    const alone = await loadHistory(components().components, scenarioOptions(content(), cacheDir()));
    const cache = cacheDir();
    let here = 0;
    // The replay's first parse waits until the thread has parsed a version: so both take part.
    const { components: helped, parsers } = components(() => {
      if (here++ === 0) waitForAFile(cache);
    });
    const versions: number[] = [];
    const onThread = parseHistoryOnThread(parsers, parserKeys, [], (file) => path.join(content(), file), 0);
    const result = await loadHistory(helped, {
      ...scenarioOptions(content(), cache),
      parseAhead: (place, planned, parseHere) => {
        versions.push(planned.length);
        return onThread(place, planned, parseHere);
      },
    });
    expect(plainResult(result)).toEqual(plainResult(alone));
    expect(versions[0]).toBeGreaterThan(10);
    expect(here).toBeGreaterThan(0);
    expect(here).toBeLessThan(versions[0]!);
  });

  it('leaves every version to the replay when the thread ends early', async () => {
    const alone = await loadHistory(components().components, scenarioOptions(content(), cacheDir()));
    const { components: helped, parsers } = components();
    const onThread = parseHistoryOnThread(parsers, parserKeys, [], (file) => path.join(content(), file), 0);
    const result = await loadHistory(helped, {
      ...scenarioOptions(content(), cacheDir()),
      parseAhead: (place, planned, parseHere) => {
        const ahead = onThread(place, planned, parseHere);
        ahead?.close();
        return ahead;
      },
    });
    expect(plainResult(result)).toEqual(plainResult(alone));
  });

  it('starts no thread for less than its bound in bytes', async () => {
    const { parsers } = components();
    const onThread = parseHistoryOnThread(parsers, parserKeys, [], (file) => path.join(content(), file));
    expect(onThread({ repoRoot: scenario.repo.dir, cacheDir: cacheDir(), cacheKey: undefined }, [{ blob: 'a'.repeat(40), file: 'projects/demo/core/po/cs.po', component: 0 }], () => Promise.resolve([]))).toBeNull();
  });
});
