import { afterAll, describe, expect, it } from 'vitest';
import { CatFileBatch } from '../../src/history/cat-file-batch.js';
import { formatGitTime } from '../../src/history/format-git-time.js';
import { loadHistory } from '../../src/history/load-history.js';
import { GitFixture } from './git-fixture.js';

const repo = new GitFixture();
afterAll(() => repo.cleanup());

describe('CatFileBatch', () => {
  it('answers requests in order, large blobs and missing objects included', async () => {
    const big = 'x'.repeat(300_000) + '\n';
    repo.write('big.txt', big).write('small.txt', 'é\n');
    repo.commit('files', { date: '2024-01-01T00:00:00Z', email: 'a@example.org' });
    const [bigId, smallId] = ['big.txt', 'small.txt'].map((f) => repo.git('rev-parse', `HEAD:${f}`).trim());
    const batch = new CatFileBatch(repo.dir);
    try {
      const answers = await Promise.all([
        batch.read(bigId!),
        batch.read('0123456789012345678901234567890123456789'),
        batch.read(smallId!),
        batch.read(bigId!),
      ]);
      expect(answers.map((b) => b?.toString('utf8') ?? null)).toEqual([big, null, 'é\n', big]);
    } finally {
      batch.close();
    }
  });
});

describe('git times and unavailable git', () => {
  it('formats whole seconds as UTC with six fractional digits', () => {
    expect(formatGitTime(0)).toBe('1970-01-01T00:00:00.000000Z');
    expect(formatGitTime(1714564800)).toBe('2024-05-01T12:00:00.000000Z');
  });

  it('says history is not available for a folder that does not exist', async () => {
    const result = await loadHistory([], { contentDir: '/nonexistent/static-tms/content', userForEmail: () => null });
    expect({ ...result, changes: [...result.changes], unitTimestamps: result.unitTimestamps.size }).toEqual({ available: false, changes: [], unitTimestamps: 0, diagnostics: [] });
  });
});
