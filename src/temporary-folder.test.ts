import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeTemporaryFolder, removeTemporaryFolders } from './temporary-folder.js';

describe('temporary folders', () => {
  it('are made apart and removed with what they hold', () => {
    const [a, b] = [makeTemporaryFolder('static-tms-test-'), makeTemporaryFolder('static-tms-test-')];
    expect(a).not.toBe(b);
    fs.writeFileSync(`${a}/font.ttf`, 'x');
    removeTemporaryFolders();
    expect([fs.existsSync(a), fs.existsSync(b)]).toEqual([false, false]);
    removeTemporaryFolders(); // nothing left to remove
  });
});
