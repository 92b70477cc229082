/**
 * The search index's tokeniser, shared by the build and the browser: the script serves these very
 * functions (`.toString()`), so a query is cut exactly as the indexed text was. Each must stay
 * self-contained (no import, no outside constant) and plain ES2018.
 *
 * Text is folded for matching: compatibility forms (ligatures, full-width letters) are unfolded,
 * accents and the optional vowel marks of Arabic and Hebrew dropped, then lower-cased (locale-free).
 * A token is a run of letters, digits and marks; in scripts written without spaces between words
 * (Han, Hiragana, Katakana) every character is a token of its own. Tokens are cut to 32 characters.
 */
export function searchTokensOf(text: string): string[] {
  // ASCII (most source text): the same tokens as below, without Unicode normalisation and classes.
  if (!/[\u0080-\uffff]/.test(text)) {
    const ascii = text.toLowerCase().match(/[a-z0-9]+/g);
    return ascii === null ? [] : ascii.map((word) => (word.length > 32 ? word.slice(0, 32) : word));
  }
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0670]/g, '')
    .normalize('NFC')
    .toLowerCase();
  const words = folded.match(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]\p{M}*|(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[\p{L}\p{N}\p{M}])+/gu);
  if (words === null) return [];
  const out: string[] = [];
  for (const word of words) {
    // A word that starts with a mark (a combining sign alone in the text) keeps its letters only.
    const chars = Array.from(word.replace(/^\p{M}+/u, ''));
    if (chars.length > 0) out.push(chars.slice(0, 32).join(''));
  }
  return out;
}

/**
 * The shard of a token among `count` (a power of two): a hash (32-bit FNV-1a) of its first two
 * characters, so that every token a word can start lands in the word's shard.
 */
export function searchShardOf(token: string, count: number): number {
  const head = Array.from(token).slice(0, 2).join('');
  let h = 0x811c9dc5;
  for (let i = 0; i < head.length; i++) h = Math.imul(h ^ head.charCodeAt(i), 0x01000193);
  return (h >>> 0) % count;
}
