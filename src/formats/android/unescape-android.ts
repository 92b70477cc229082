const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/**
 * The text of an Android string resource as the app shows it (and as translate-toolkit reads it):
 * outside double quotes runs of whitespace are one space, the quotes themselves are dropped,
 * `\n` `\t` `\uXXXX` and `\'` `\"` `\@` `\?` `\\` are unescaped, any other escaped character is
 * dropped. `trim` strips the ends (a value without markup); a text between inner elements keeps them.
 */
export function unescapeAndroid(text: string, trim: boolean): string {
  let out = '';
  let quoted = false;
  let pendingSpace = false;
  const flushSpace = (): void => {
    if (pendingSpace && (!trim || out !== '')) out += ' ';
    pendingSpace = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (!quoted && WHITESPACE.has(c)) {
      pendingSpace = true;
      continue;
    }
    flushSpace();
    if (c === '"') {
      quoted = !quoted;
    } else if (c === '\\') {
      const next = text[i + 1];
      i++;
      if (next === undefined) break;
      if (next === 'n' || next === 'N') out = `${out.replace(/ $/, '')}\n`;
      else if (next === 't' || next === 'T') out += '\t';
      else if (next === ' ' || next === '"' || next === "'" || next === '@' || next === '?' || next === '\\') out += next;
      else if (next === 'u') {
        const hex = /^[0-9a-fA-F]{1,4}/.exec(text.slice(i + 1, i + 5))?.[0] ?? '';
        out += String.fromCharCode(parseInt(hex || '0', 16));
        i += hex.length;
      }
      // any other escaped character is dropped, as Android does
    } else {
      out += c;
    }
  }
  if (!trim) flushSpace();
  return out;
}
