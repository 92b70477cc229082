import { describe, expect, it } from 'vitest';
import { searchShardOf, searchTokensOf } from './search-tokens.js';

describe('searchTokensOf', () => {
  it('folds case, accents, ligatures and full-width forms', () => {
    expect(searchTokensOf('Wettervorhersage für KÖLN')).toEqual(['wettervorhersage', 'fur', 'koln']);
    expect(searchTokensOf('Ångström café ÉCOLE')).toEqual(['angstrom', 'cafe', 'ecole']);
    expect(searchTokensOf('ﬁle ＡＢＣ１２')).toEqual(['file', 'abc12']);
    expect(searchTokensOf('Привет, МИР!')).toEqual(['привет', 'мир']);
  });

  it('drops the optional vowel marks of Arabic and Hebrew', () => {
    expect(searchTokensOf('مُرْحَبًا')).toEqual(searchTokensOf('مرحبا'));
    expect(searchTokensOf('שָׁלוֹם')).toEqual(searchTokensOf('שלום'));
  });

  it('cuts keys and placeholders at punctuation', () => {
    expect(searchTokensOf('app.menu.file_open')).toEqual(['app', 'menu', 'file', 'open']);
    expect(searchTokensOf('%d files in {folder}')).toEqual(['d', 'files', 'in', 'folder']);
    expect(searchTokensOf('  —  ')).toEqual([]);
  });

  it('makes every character of Han, Hiragana and Katakana a token, keeping voiced kana whole', () => {
    expect(searchTokensOf('天気予報です')).toEqual(['天', '気', '予', '報', 'で', 'す']);
    expect(searchTokensOf('ガイド mode')).toEqual(['ガ', 'イ', 'ド', 'mode']);
    // Half-width katakana with a separate voicing mark is the same token as the full-width one.
    expect(searchTokensOf('ｶﾞ')).toEqual(['ガ']);
  });

  it('keeps the words of other scripts whole, marks included', () => {
    expect(searchTokensOf('नमस्ते दुनिया')).toEqual(['नमस्ते', 'दुनिया']);
  });

  it('cuts ASCII text on its fast path as the Unicode path does', () => {
    const samples = ['Open File…', 'app.menu.file_open', 'x'.repeat(40) + ' y', '%1$s of %2$d', 'ÀB', 'MiXeD 42ab_CD-ef\tG', ''];
    // An em dash is no token but sends the text down the Unicode path.
    for (const s of samples) expect(searchTokensOf(`${s} \u2014`)).toEqual(searchTokensOf(s));
  });

  it('cuts a token at 32 characters', () => {
    expect(searchTokensOf('a'.repeat(40))).toEqual(['a'.repeat(32)]);
    expect(searchTokensOf('😀'.repeat(3) + 'x'.repeat(40))).toEqual(['x'.repeat(32)]);
  });

  it('is the same function as source text (the browser runs its text)', () => {
    const again = new Function(`return (${searchTokensOf.toString()})`)() as typeof searchTokensOf;
    for (const s of ['Prévisions météo', 'app.menu.file_open', '天気', 'مُرْحَبًا']) expect(again(s)).toEqual(searchTokensOf(s));
  });
});

describe('searchShardOf', () => {
  it('puts every token that starts with the same two characters into one shard', () => {
    for (const count of [1, 2, 64, 1024]) {
      const shard = searchShardOf('fo', count);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(count);
      for (const t of ['forecast', 'folder', 'fo', 'fox']) expect(searchShardOf(t, count)).toBe(shard);
    }
    expect(searchShardOf('😀😀x', 1024)).toBe(searchShardOf('😀😀', 1024));
  });

  it('spreads two-character prefixes over the shards, the same on every run', () => {
    const prefixes = [...'abcdefghijklmnopqrstuvwxyz'].flatMap((a) => [...'abcdefghijklmnopqrstuvwxyz'].map((b) => a + b));
    const used = new Set(prefixes.map((p) => searchShardOf(p, 64)));
    expect(used.size).toBeGreaterThan(56);
    // FNV-1a of "fo": a fixed value, as the browser computes it.
    expect(searchShardOf('fo', 2 ** 31)).toBe(0x6222e842 % 2 ** 31);
  });
});
