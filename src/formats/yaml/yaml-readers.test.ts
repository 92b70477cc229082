import { describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from '../../languages/load-language-catalogue.js';
import type { FileFormat } from '../file-format.js';
import { RUBY_YAML, YAML_FILE } from './yaml-format.js';

const catalogue = loadLanguageCatalogue([]);
const parse = (format: FileFormat, text: string, language = 'en') =>
  format.parse(format.decode(Buffer.from(text)), 'f.yml', { sourceLanguage: 'en', targetLanguage: language, catalogue });

describe('yaml', () => {
  it('key scalars by their path joined with ->; null gives no unit; positions of keys', () => {
    const text = 'a:\n  b: B\n  list:\n    - x\n    - 2\nflag: true\nnothing:\n';
    expect(parse(YAML_FILE, text).entries.map((e) => [e.context, e.target, e.line, e.column])).toEqual([
      ['a->b', ['B'], 2, 3],
      ['a->list->[0]', ['x'], 4, 7],
      ['a->list->[1]', ['2'], 5, 7],
      ['flag', ['True'], 6, 1],
    ]);
  });

  it('follow aliases but not merge keys, and survive an alias cycle', () => {
    const text = 'base: &b\n  x: X\ncopy:\n  <<: *b\n  y: Y\nref: *b\n';
    expect(parse(YAML_FILE, text).entries.map((e) => e.context)).toEqual(['base->x', 'copy->y', 'ref->x']);
    expect(parse(YAML_FILE, 'a: &a\n  b: *a\n').entries.length).toBeGreaterThanOrEqual(0);
  });

  it('report malformed YAML at its position', () => {
    const parsed = parse(YAML_FILE, 'a: "open\nb: c\n');
    expect(parsed.diagnostics.map((d) => d.code)).toContain('yaml-malformed');
    expect(parsed.diagnostics[0]!.line).toBeGreaterThanOrEqual(1);
  });
});

describe('ruby-yaml', () => {
  it('drop the language root and read CLDR-category mappings as plurals', () => {
    const text = 'de:\n  greeting: Hallo\n  apples:\n    one: ein Apfel\n    other: "%{count} Äpfel"\n';
    expect(parse(RUBY_YAML, text, 'de').entries.map((e) => [e.context, e.target])).toEqual([
      ['greeting', ['Hallo']],
      ['apples', ['ein Apfel', '%{count} Äpfel']],
    ]);
    expect(parse(RUBY_YAML, text, 'ja').entries[1]!.target).toEqual(['%{count} Äpfel']);
  });
});
