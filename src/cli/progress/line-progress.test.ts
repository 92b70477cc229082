import { describe, expect, it } from 'vitest';
import { LineProgress } from './line-progress.js';

/** A reporter on a clock the test moves, and the lines it wrote. */
function reporter() {
  const lines: string[] = [];
  let ms = 1000;
  const progress = new LineProgress((l) => lines.push(l), () => ms);
  return { progress, lines, advance: (by: number) => (ms += by) };
}

describe('LineProgress', () => {
  it('writes one line per stage, when it ends, with its figures and seconds', () => {
    const { progress, lines, advance } = reporter();
    progress.start('model', 'components', 14);
    for (let i = 0; i < 14; i++) progress.tick();
    expect(lines).toEqual([]);
    advance(4130);
    progress.end({ components: 14, units: 187_000 });
    progress.start('write', 'units and changes');
    progress.setTotal(5);
    progress.tick(5);
    advance(8249);
    progress.end({ files: 110_661, written: 3564 });
    expect(lines).toEqual([
      'model: 14 components, 187,000 units in 4.1 s',
      'write: 110,661 files, 3,564 written in 8.2 s',
    ]);
  });

  it('counts the work done in the stage unit when the stage ends without figures', () => {
    const { progress, lines, advance } = reporter();
    progress.start('history', 'commits read');
    progress.setTotal(2000);
    progress.tick(1000);
    progress.tick(234);
    advance(2300);
    progress.end();
    progress.start('history', 'commits read');
    progress.tick();
    progress.end();
    expect(lines).toEqual(['history: 1,234 commits read in 2.3 s', 'history: 1 commit read in 0.0 s']);
  });

  it('writes nothing for a stage that did not end, nor for calls outside a stage', () => {
    const { progress, lines } = reporter();
    progress.tick();
    progress.end();
    progress.start('content', 'files');
    progress.close();
    progress.end();
    progress.start('content', 'files');
    progress.start('model', 'components', 1);
    progress.end({ components: 1 });
    expect(lines).toEqual(['model: 1 component in 0.0 s']);
  });

  it('writes no control characters', () => {
    const { progress, lines } = reporter();
    progress.start('quality', 'translations', 3);
    progress.tick(3);
    progress.end({ translations: 3, 'failing checks': 1 });
    expect(lines).toEqual(['quality: 3 translations, 1 failing check in 0.0 s']);
    expect([...lines.join('')].filter((c) => c < ' ' || c === '\x7f')).toEqual([]);
  });
});
