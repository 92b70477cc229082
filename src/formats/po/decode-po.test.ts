import { describe, expect, it } from 'vitest';
import { decodePo } from './decode-po.js';

const header = (charset: string): string =>
  `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=${charset}\\n"\n\n`;

describe('decodePo', () => {
  it('reads the charset the header names', () => {
    const latin1 = Buffer.concat([Buffer.from(header('ISO-8859-1')), Buffer.from('msgid "Caf\xe9"\nmsgstr "Caf\xe9 cr\xe8me"\n', 'latin1')]);
    expect(decodePo(latin1)).toContain('msgstr "Café crème"');
    const koi8 = Buffer.concat([Buffer.from(header('KOI8-R')), Buffer.from([0x6d, 0x73, 0x67, 0x73, 0x74, 0x72, 0x20, 0x22, 0xf0, 0xd2, 0xc9, 0xd7, 0xc5, 0xd4, 0x22])]);
    expect(decodePo(koi8)).toContain('msgstr "Привет"');
  });

  it('reads UTF-8 without a charset, with the CHARSET placeholder, or with an unknown one, and drops a BOM', () => {
    for (const charset of ['UTF-8', 'CHARSET', 'x-no-such-charset']) {
      expect(decodePo(Buffer.from(`${header(charset)}msgid "é"\nmsgstr "ü"\n`))).toContain('msgstr "ü"');
    }
    expect(decodePo(Buffer.from('\ufeffmsgid "a"\nmsgstr "ä"\n'))).toBe('msgid "a"\nmsgstr "ä"\n');
  });
});
