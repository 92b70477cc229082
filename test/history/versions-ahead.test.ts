import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadHistory, type HistoryOptions } from '../../src/history/load-history.js';
import type { VersionToParse } from '../../src/history/versions-ahead.js';
import { plainResult, scenarioComponents, scenarioOptions, scenarioRepository } from './history-scenario.js';

const scenario = scenarioRepository();
const cacheDir = scenario.tempDir;

/** A parseAhead that parses every planned version here, when asked, and records the plan and the asking. */
function recordingAhead(): { options: Pick<HistoryOptions, 'parseAhead'>; planned: string[]; asked: string[]; unplanned: string[] } {
  const planned: string[] = [];
  const asked: string[] = [];
  const unplanned: string[] = [];
  const name = (blob: string, file: string): string => `${file}@${blob.slice(0, 7)}`;
  const options: Pick<HistoryOptions, 'parseAhead'> = {
    parseAhead: (_place, versions, parseHere) => {
      const waiting = new Map<string, VersionToParse>(versions.map((v) => [name(v.blob, v.file), v]));
      planned.push(...waiting.keys());
      return {
        entriesOf(blob, file) {
          const version = waiting.get(name(blob, file));
          if (version === undefined) {
            unplanned.push(name(blob, file));
            return null;
          }
          waiting.delete(name(blob, file));
          asked.push(name(blob, file));
          return parseHere(version);
        },
        close() {},
      };
    },
  };
  return { options, planned, asked, unplanned };
}

describe('versionsToParse', () => {
  for (const since of [undefined, '2024-01-03']) {
    it(`plans every version the replay reads, in the order it reads them${since ? ', from a baseline' : ''}`, async () => {
      const content = path.join(scenario.repo.dir, 'content');
      const alone = await loadHistory(scenarioComponents(), scenarioOptions(content, cacheDir(), since));
      const { options, planned, asked, unplanned } = recordingAhead();
      const helped = await loadHistory(scenarioComponents(), { ...scenarioOptions(content, cacheDir(), since), ...options });
      expect(plainResult(helped)).toEqual(plainResult(alone));
      expect(planned.length).toBeGreaterThan(10);
      expect(unplanned).toEqual([]);
      expect(asked).toEqual(planned);
    });
  }

  it('plans only the versions the cache does not have', async () => {
    const content = path.join(scenario.repo.dir, 'content');
    const cache = cacheDir();
    await loadHistory(scenarioComponents(), scenarioOptions(content, cache));
    const { options, planned } = recordingAhead();
    await loadHistory(scenarioComponents(), { ...scenarioOptions(content, cache), ...options });
    expect(planned).toEqual([]);
  });
});
