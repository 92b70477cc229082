import { describe, expect, it } from 'vitest';
import { HostLimitError } from '../emit/hosts/host-error.js';
import { OutputError } from '../emit/write-output.js';
import { ServeError } from '../serve/serve-error.js';
import { UsageError } from '../cli/report.js';
import { StaticTmsError, diagnosticOf } from './static-tms-error.js';

describe('StaticTmsError', () => {
  it('is the base of every error static-tms throws on purpose, each named after its class', () => {
    const errors = [
      new UsageError('--out is missing'),
      new ServeError('port-in-use', 'port 8080 is in use'),
      new HostLimitError('host-unknown', 'unknown --host x', 'use one of nginx'),
      new OutputError('output-path-conflict', '/a and /A map to one file'),
    ];
    expect(errors.map((e) => [e instanceof StaticTmsError, e instanceof Error, e.name, e.code])).toEqual([
      [true, true, 'UsageError', 'usage'],
      [true, true, 'ServeError', 'port-in-use'],
      [true, true, 'HostLimitError', 'host-unknown'],
      [true, true, 'OutputError', 'output-path-conflict'],
    ]);
    expect(errors[2]?.message).toBe('unknown --host x (host-unknown); use one of nginx');
  });

  it('becomes a diagnostic at its file, or at the fallback file 1:1', () => {
    expect(diagnosticOf(new StaticTmsError('content-changed', 'po/cs.po changed during the build; build again', { at: { file: 'po/cs.po' } }), 'content')).toEqual({
      file: 'po/cs.po', line: 1, column: 1, severity: 'error', code: 'content-changed', message: 'po/cs.po changed during the build; build again',
    });
    expect(diagnosticOf(new OutputError('url-segment-invalid', '/api/x: bad'), 'content')).toEqual({
      file: 'content', line: 1, column: 1, severity: 'error', code: 'url-segment-invalid', message: '/api/x: bad',
    });
  });

  it('keeps a place and a cause when given', () => {
    const cause = new Error('EADDRINUSE');
    const error = new StaticTmsError('x', 'm', { at: { file: 'f', line: 3, column: 4 }, cause });
    expect([error.file, error.line, error.column, error.cause]).toEqual(['f', 3, 4, cause]);
  });
});
