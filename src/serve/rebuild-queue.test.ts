import { describe, expect, it } from 'vitest';
import { RebuildQueue } from './rebuild-queue.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RebuildQueue', () => {
  it('gives one build for a burst of changes', async () => {
    let builds = 0;
    const queue = new RebuildQueue(async () => { builds++; }, 20);
    for (let i = 0; i < 10; i++) queue.notify();
    await sleep(5);
    expect(builds).toBe(0); // still waiting for quiet
    await queue.settled();
    expect(builds).toBe(1);
  });

  it('runs one at a time, and once more after changes made during a build', async () => {
    let running = 0;
    let most = 0;
    let builds = 0;
    const queue = new RebuildQueue(async () => {
      running++;
      most = Math.max(most, running);
      builds++;
      await sleep(40);
      running--;
    }, 5);
    queue.notify();
    await sleep(20); // the first build runs
    queue.notify();
    queue.notify();
    await queue.settled();
    expect(builds).toBe(2);
    expect(most).toBe(1);
  });

  it('goes on after a failed build and starts none once closed', async () => {
    let builds = 0;
    const queue = new RebuildQueue(async () => {
      builds++;
      throw new Error('bad content');
    }, 5);
    queue.notify();
    await queue.settled();
    queue.notify();
    await queue.settled();
    expect(builds).toBe(2);
    queue.notify();
    await queue.close();
    await sleep(20);
    expect(builds).toBe(2);
  });
});
