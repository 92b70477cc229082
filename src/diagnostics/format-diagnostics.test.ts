import { describe, expect, it } from 'vitest';
import { diagnosticsAsJson, formatGithubAnnotations } from './format-diagnostics.js';
import type { Diagnostic } from './diagnostic.js';

const DIAGNOSTIC: Diagnostic = { file: 'a/component.yaml', line: 2, column: 3, severity: 'error', code: 'filemask-invalid', message: 'filemask "x" must …' };

describe('diagnostics as JSON and annotations', () => {
  it('gives each JSON diagnostic the hint of its code, after the message', () => {
    const [json] = diagnosticsAsJson([DIAGNOSTIC]);
    expect(JSON.stringify(json)).toBe(
      '{"file":"a/component.yaml","line":2,"column":3,"severity":"error","code":"filemask-invalid","message":"filemask \\"x\\" must …","hint":"write a relative filemask with exactly one *"}',
    );
  });

  it('writes GitHub annotations with the code as title', () => {
    expect(formatGithubAnnotations([DIAGNOSTIC])).toBe('::error file=a/component.yaml,line=2,col=3,title=filemask-invalid::filemask "x" must …\n');
  });
});
