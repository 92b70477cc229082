import { describe, expect, it } from 'vitest';
import { Percent, stringifyJson } from './json.js';

describe('stringifyJson', () => {
  it('writes compact JSON with raw non-ASCII and lowercase control escapes', () => {
    expect(stringifyJson({ a: 'é\x1e\n', b: [1, true, null] })).toBe('{"a":"é\\u001e\\n","b":[1,true,null]}');
  });
  it('writes percentages with one decimal and hashes exactly', () => {
    expect(stringifyJson([new Percent(1000), new Percent(0), new Percent(333)])).toBe('[100.0,0.0,33.3]');
    expect(stringifyJson(-8649891162222569669n)).toBe('-8649891162222569669');
  });
  it('refuses unsafe numbers', () => {
    expect(() => stringifyJson(2 ** 60)).toThrow();
  });
});
