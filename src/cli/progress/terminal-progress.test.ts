import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgress } from './create-progress.js';
import { LineProgress } from './line-progress.js';
import { TerminalProgress } from './terminal-progress.js';

/** A stand-in for a terminal: it says it is one, and keeps what is written to it. */
function fakeTerminal(columns = 60) {
  let output = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  }) as unknown as NodeJS.WriteStream;
  Object.assign(stream, { isTTY: true, columns });
  return { stream, output: () => output };
}

describe('TerminalProgress', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws the running stage in place, cut to the width, then leaves its closing line', () => {
    vi.useFakeTimers();
    const { stream, output } = fakeTerminal(70);
    const progress = new TerminalProgress(stream);
    progress.start('model', 'components', 4);
    progress.tick();
    // cli-progress redraws on its own timer, at most 10 times a second.
    vi.advanceTimersByTime(100);
    const live = output();
    // Drawn from the start of the line (cli-progress moves the cursor there, then clears the rest).
    expect(live).toContain('\x1b[1G');
    expect(live).toMatch(/model +█+░+ +25% {2}1\/4 components/);
    for (const piece of live.split('\x1b[')) expect(piece.replace(/^\d*[GK]/, '').length).toBeLessThan(70);
    progress.tick(3);
    progress.end({ components: 4, units: 1200 });
    const after = output().slice(live.length);
    // The live line is cleared and the stage's line written in its place.
    expect(after).toContain('\x1b[2K');
    expect(after).toMatch(/model: 4 components, 1,200 units in \d+\.\d s\n$/);
  });

  it('redraws at most 10 times a second however often the work is counted', () => {
    vi.useFakeTimers();
    const { stream, output } = fakeTerminal(120);
    const progress = new TerminalProgress(stream);
    progress.start('write', 'units and changes', 1_000_000);
    for (let ms = 0; ms < 1000; ms += 10) {
      for (let i = 0; i < 1000; i++) progress.tick();
      vi.advanceTimersByTime(10);
    }
    const redraws = output().split('\x1b[1G').length - 1;
    expect(redraws).toBeGreaterThanOrEqual(5);
    expect(redraws).toBeLessThanOrEqual(11);
    expect(output()).toContain('100,000/1,000,000 units and changes');
    progress.close();
  });

  it('clears a stage that did not end without writing its line', () => {
    const { stream, output } = fakeTerminal();
    const progress = new TerminalProgress(stream);
    progress.start('history', 'commits read');
    progress.close();
    expect(output()).toContain('history');
    expect(output()).not.toContain('history:');
    expect(output().endsWith('\x1b[2K')).toBe(true);
  });
});

describe('createProgress', () => {
  it('is live on a terminal, line by line elsewhere, and silent with --quiet', () => {
    const { stream, output } = fakeTerminal();
    expect(createProgress({ quiet: false }, stream)).toBeInstanceOf(TerminalProgress);
    const piped = Object.assign(fakeTerminal().stream, { isTTY: false });
    expect(createProgress({ quiet: false }, piped)).toBeInstanceOf(LineProgress);
    expect(createProgress({ quiet: false }, piped)).not.toBeInstanceOf(TerminalProgress);
    const quiet = createProgress({ quiet: true }, stream);
    quiet.start('model', 'components', 1);
    quiet.tick();
    quiet.end();
    quiet.close();
    expect(output()).toBe('');
  });
});
