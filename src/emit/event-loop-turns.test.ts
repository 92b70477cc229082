import { describe, expect, it } from 'vitest';
import { EventLoopTurns } from './event-loop-turns.js';

describe('EventLoopTurns', () => {
  it('is due once the interval has passed, looking at the clock once in 64 calls', () => {
    const later = new EventLoopTurns(60_000);
    for (let i = 0; i < 200; i++) expect(later.due()).toBe(false);
    const turns = new EventLoopTurns(5);
    for (const until = performance.now() + 6; performance.now() < until; );
    const due = Array.from({ length: 64 }, () => turns.due());
    expect(due.filter(Boolean)).toHaveLength(1);
  });

  it('lets what waits on the event loop run, and starts the interval again', async () => {
    const turns = new EventLoopTurns(0);
    let ran = false;
    setImmediate(() => (ran = true));
    await turns.take();
    expect(ran).toBe(true);
    for (let i = 0; i < 63; i++) expect(turns.due()).toBe(false);
    expect(turns.due()).toBe(true);
  });
});
