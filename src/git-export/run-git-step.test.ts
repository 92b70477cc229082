import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { runGitPipe, runGitStep } from './run-git-step.js';

const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
const cwd = os.tmpdir();

describe('runGitStep', () => {
  it('hands stdin to git and returns its output', async () => {
    const r = await runGitStep({ cwd, env, args: ['hash-object', '--stdin'], input: 'hello\n' });
    expect(r).toEqual({ code: 0, stdout: 'ce013625030ba8dba906f756967f9e9ca394464a\n', stderr: '' });
  });

  it('reports a folder that does not exist as code 127 instead of throwing', async () => {
    const r = await runGitStep({ cwd: '/nonexistent/static-tms', env, args: ['version'] });
    expect(r.code).toBe(127);
  });

  it('kills a step that runs past its time limit', async () => {
    const started = Date.now();
    const r = await runGitStep({ cwd, env, args: ['-c', 'alias.wait=!sleep 20', 'wait'] }, 300);
    expect(r.code).toBeNull();
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('runGitPipe', () => {
  it('ends when the consumer gives up, even with a producer that never stops', async () => {
    const started = Date.now();
    const [, consumer] = await runGitPipe(
      { cwd, env, args: ['-c', 'alias.forever=!yes', 'forever'] },
      { cwd, env, args: ['fast-import', '--date-format=bogus'] },
    );
    expect(consumer.code).not.toBe(0);
    expect(consumer.stderr).toContain('fatal');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('lets the producer end by itself after a consumer that succeeded', async () => {
    // The consumer has what it needs and exits while the producer is still on its way out (the
    // window in which fast-import has read `done` and fast-export has not exited yet).
    const [producer, consumer] = await runGitPipe(
      { cwd, env, args: ['-c', 'alias.late=!printf x; sleep 0.5; printf more', 'late'] },
      { cwd, env, args: ['-c', 'alias.first=!head -c 1 > /dev/null', 'first'] },
    );
    expect([producer.code, consumer.code]).toEqual([0, 0]);
  });
});
