import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from './diagnostic.js';
import { escapeControls } from './escape-controls.js';

describe('escapeControls', () => {
  it('writes control, line-separator and bidirectional characters as escapes', () => {
    expect(escapeControls('a\rb\nc\td\u001b[31me\u0000f\u007fg\u0085h\u2028i\u202ej\u2066k')).toBe(
      'a\\rb\\nc\\td\\x1b[31me\\x00f\\x7fg\\x85h\\u2028i\\u202ej\\u2066k',
    );
  });

  it('leaves other text as it is', () => {
    const text = 'Ünïcödé 😀 "quotes" \\ back-slash, コード';
    expect(escapeControls(text)).toBe(text);
  });

  it('keeps a diagnostic on one line whatever its file name and message hold', () => {
    const line = formatDiagnostic({ file: 'po/x\ny.po', line: 1, column: 1, severity: 'error', code: 'po-syntax', message: 'key "a\r\nb"' });
    expect(line).toBe('po/x\\ny.po:1:1: error po-syntax: key "a\\r\\nb"');
  });
});
