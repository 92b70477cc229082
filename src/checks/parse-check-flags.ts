/**
 * Weblate flag syntax, as far as quality checks need it: flags are separated by commas; a flag is
 * a name optionally followed by `:`-separated arguments; an argument is a bare word, a quoted
 * string `"…"` (backslash escapes `\"` and `\\`) or a regular expression `r"…"`.
 * Examples: `c-format, max-length:80`, `placeholders:"%s":r"\{\w+\}"`.
 * Malformed text never throws: an unterminated quote runs to the end of the text.
 */
export interface FlagArgument {
  kind: 'text' | 'regex';
  value: string;
}

export interface CheckFlags {
  /** Flag names present (lower-case), e.g. `c-format`, `ignore-end-stop`, `max-length`. */
  has(name: string): boolean;
  /** The arguments of the last occurrence of a flag with arguments; [] when absent. */
  args(name: string): readonly Readonly<FlagArgument>[];
}

interface Token {
  text: string;
  quoted: 'none' | 'text' | 'regex';
}

/** Splits one flag (already cut at commas) into its `:`-separated parts, honouring quotes. */
function splitParts(item: string): Token[] {
  const parts: Token[] = [];
  let current = '';
  let quoted: Token['quoted'] = 'none';
  let i = 0;
  while (i < item.length) {
    const c = item[i]!;
    if (c === ':') {
      parts.push({ text: current.trim(), quoted });
      current = '';
      quoted = 'none';
      i++;
      continue;
    }
    const isRegexStart = c === 'r' && item[i + 1] === '"' && current.trim() === '';
    if (c === '"' || isRegexStart) {
      quoted = isRegexStart ? 'regex' : 'text';
      i += isRegexStart ? 2 : 1;
      let value = '';
      while (i < item.length && item[i] !== '"') {
        if (item[i] === '\\' && i + 1 < item.length) {
          const next = item[i + 1]!;
          // In a text argument `\"` and `\\` are escapes; a regex keeps its backslashes except before `"`.
          if (next === '"') value += '"';
          else if (quoted === 'text' && next === '\\') value += '\\';
          else value += quoted === 'text' ? next : '\\' + next;
          i += 2;
          continue;
        }
        value += item[i];
        i++;
      }
      i++; // closing quote
      current = value;
      continue;
    }
    current += c;
    i++;
  }
  parts.push({ text: quoted === 'none' ? current.trim() : current, quoted });
  return parts;
}

/** Cuts a flags string at commas that are outside quotes. */
function splitItems(text: string): string[] {
  const items: string[] = [];
  let current = '';
  let inQuote = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inQuote && c === '\\' && i + 1 < text.length) {
      current += c + text[i + 1]!;
      i++;
      continue;
    }
    if (c === '"') inQuote = !inQuote;
    if (c === ',' && !inQuote) {
      items.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  items.push(current);
  return items.map((s) => s.trim()).filter((s) => s !== '');
}

/**
 * Parsed flags by their texts: a site has few distinct flag strings, and every unit's are parsed
 * in every build (checks, `inconsistent`). Emptied when full, so that odd content cannot grow it.
 */
const parsedFlags = new Map<string, CheckFlags>();
const PARSED_FLAGS_LIMIT = 4096;

/** Parses and merges several flag strings (unit flags, then the component's check_flags); the result is shared, never changed. */
export function parseCheckFlags(...texts: string[]): CheckFlags {
  const key = texts.join('\0');
  let flags = parsedFlags.get(key);
  if (flags === undefined) {
    if (parsedFlags.size === PARSED_FLAGS_LIMIT) parsedFlags.clear();
    parsedFlags.set(key, (flags = parseFlagTexts(texts)));
  }
  return flags;
}

function parseFlagTexts(texts: string[]): CheckFlags {
  const names = new Set<string>();
  const values = new Map<string, readonly Readonly<FlagArgument>[]>();
  for (const text of texts) {
    for (const item of splitItems(text)) {
      const [head, ...rest] = splitParts(item);
      if (head === undefined || head.text === '') continue;
      const name = head.text.toLowerCase();
      names.add(name);
      if (rest.length > 0) {
        values.set(
          name,
          Object.freeze(rest.map((p) => Object.freeze({ kind: p.quoted === 'regex' ? 'regex' : 'text', value: p.text } as const))),
        );
      }
    }
  }
  return {
    has: (name) => names.has(name),
    args: (name) => values.get(name) ?? NO_ARGUMENTS,
  };
}

const NO_ARGUMENTS: readonly Readonly<FlagArgument>[] = Object.freeze([]);
