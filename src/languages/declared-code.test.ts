import { describe, expect, it } from 'vitest';
import { isDeclarableCode } from './declared-code.js';

describe('isDeclarableCode', () => {
  it.each(['xx@pirate', 'elvish', 'tlh_pIqaD', 'de-1901', 'sr@ijekavian_Latn', 'constructor'])('accepts %s', (code) => {
    expect(isDeclarableCode(code)).toBe(true);
  });

  it.each(['../x', 'x\uFFFDy', '.', 'a b', '__proto__', 'x/y', 'index.json', '', 'a'.repeat(65), 'en@'])('refuses %j', (code) => {
    expect(isDeclarableCode(code)).toBe(false);
  });
});
