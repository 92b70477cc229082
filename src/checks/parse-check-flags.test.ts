import { describe, expect, it } from 'vitest';
import { parseCheckFlags } from './parse-check-flags.js';

describe('parseCheckFlags', () => {
  it('reads names and values, merging several strings', () => {
    const flags = parseCheckFlags('c-format, max-length:80', 'ignore-end-stop');
    expect(flags.has('c-format')).toBe(true);
    expect(flags.has('ignore-end-stop')).toBe(true);
    expect(flags.has('python-format')).toBe(false);
    expect(flags.args('max-length')).toEqual([{ kind: 'text', value: '80' }]);
  });
  it('reads quoted strings and regular expressions, with commas and colons inside quotes', () => {
    const flags = parseCheckFlags(String.raw`placeholders:"%s":"a, b:c":r"\{\w+\}":"say \"hi\"", read-only`);
    expect(flags.args('placeholders')).toEqual([
      { kind: 'text', value: '%s' },
      { kind: 'text', value: 'a, b:c' },
      { kind: 'regex', value: String.raw`\{\w+\}` },
      { kind: 'text', value: 'say "hi"' },
    ]);
    expect(flags.has('read-only')).toBe(true);
  });
  it('never throws on malformed text', () => {
    const flags = parseCheckFlags('placeholders:"unterminated, , ,');
    expect(flags.args('placeholders')).toEqual([{ kind: 'text', value: 'unterminated, , ,' }]);
  });
});
