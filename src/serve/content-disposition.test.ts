import { describe, expect, it } from 'vitest';
import { buildContentDisposition } from './content-disposition.js';

describe('buildContentDisposition', () => {
  it('writes a token file name bare (compatibility.md §2.6)', () => {
    expect(buildContentDisposition('demo-core-fr.po')).toBe('attachment; filename=demo-core-fr.po');
    expect(buildContentDisposition('demo-core-pt_BR.tbx')).toBe('attachment; filename=demo-core-pt_BR.tbx');
  });

  it('quotes a name with a character outside the token set', () => {
    expect(buildContentDisposition('demo-core-sr@latin.po')).toBe('attachment; filename="demo-core-sr@latin.po"');
    expect(buildContentDisposition('a "b".po')).toBe('attachment; filename="a \\"b\\".po"');
  });
});
