import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module.js';

const require = createRequire(import.meta.url);

describe('lazyModule', () => {
  it('loads the dependency at its first use, once', () => {
    const file = require.resolve('cli-progress');
    delete require.cache[file];
    const progressBars = lazyModule<{ SingleBar: unknown }>('cli-progress');
    expect(require.cache[file]).toBeUndefined();
    const loaded = progressBars();
    expect(typeof loaded.SingleBar).toBe('function');
    expect(require.cache[file]).toBeDefined();
    expect(progressBars()).toBe(loaded);
  });
});
