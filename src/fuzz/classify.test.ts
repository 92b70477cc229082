import { describe, expect, it } from 'vitest';
import { classify, sameFailure } from './classify.js';
import type { MutantRun, StageResult } from './run-mutant.js';

const stage = (status: StageResult['status'], crash?: string): StageResult => ({ status, errors: [], warnings: 0, ms: 1, diagnostics: [], ...(crash ? { crash } : {}) });
const done = (run: MutantRun) => ({ kind: 'done' as const, ms: 1, result: { id: 1, done: [], run, setupMs: 0 } });

describe('classify', () => {
  it('orders failures worst first', () => {
    expect(classify({ kind: 'hang', ms: 5 }, 1000).verdict).toBe('hang');
    expect(classify({ kind: 'crash', error: 'out of memory', ms: 5 }, 1000).verdict).toBe('crash');
    expect(classify(done({ check: stage('crash', 'TypeError: x'), build: null, problems: [] }), 1000)).toEqual({ verdict: 'crash', detail: 'TypeError: x' });
    const problems: MutantRun['problems'] = [{ kind: 'unpositioned', detail: 'u' }, { kind: 'disagreement', detail: 'd' }];
    expect(classify(done({ check: stage('rejected'), build: stage('accepted'), problems }), 1000)).toEqual({ verdict: 'disagreement', detail: 'd' });
    expect(classify(done({ check: stage('rejected'), build: null, problems: [] }), 1000).verdict).toBe('rejected');
    expect(classify(done({ check: stage('accepted'), build: stage('accepted'), problems: [] }), 1000).verdict).toBe('accepted');
  });

  it('tells crashes apart by their first line', () => {
    expect(sameFailure({ verdict: 'crash', detail: 'TypeError: a\n at x' }, { verdict: 'crash', detail: 'TypeError: a\n at y' })).toBe(true);
    expect(sameFailure({ verdict: 'crash', detail: 'TypeError: a' }, { verdict: 'crash', detail: 'RangeError: b' })).toBe(false);
    expect(sameFailure({ verdict: 'hang', detail: '' }, { verdict: 'crash', detail: '' })).toBe(false);
    expect(sameFailure({ verdict: 'crash', detail: "Error: ENOTDIR, scandir '/tmp/w/m-164/content/po'" }, { verdict: 'crash', detail: "Error: ENOTDIR, scandir '/tmp/w/m-612/content/po'" })).toBe(true);
  });
});
