import { describe, expect, it } from 'vitest';
import { decodeXml } from './decode-xml.js';

describe('decodeXml', () => {
  const text = '<?xml version="1.0"?><root>Grüße 😀</root>';

  it('reads UTF-8, with or without a BOM', () => {
    expect(decodeXml(Buffer.from(text, 'utf8'))).toBe(text);
    expect(decodeXml(Buffer.from(`\uFEFF${text}`, 'utf8'))).toBe(`\uFEFF${text}`);
  });

  it('reads UTF-16 of either byte order by its BOM', () => {
    const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
    expect(decodeXml(le)).toBe(`\uFEFF${text}`);
    expect(decodeXml(Buffer.from(le).swap16())).toBe(`\uFEFF${text}`);
  });
});
