/**
 * How one family of `key = value` files is written, after translate-toolkit's properties Dialect
 * classes (the reader Weblate uses for Java properties and Apple .strings).
 */
export interface KeyValueDialect {
  /** Diagnostic code prefix, e.g. `properties` → `properties-malformed`. */
  readonly name: 'properties' | 'strings';
  /** Characters that separate key and value; ' ' stands for any space (Java). */
  readonly delimiters: readonly string[];
  /** The key is quoted with this character ("" when not). */
  readonly keyQuote: string;
  keyStrip(key: string): string;
  valueStrip(value: string): string;
  /** Whether the value read so far goes on on the next line. */
  continues(value: string): boolean;
  stripContinuation(value: string): string;
}

/** Java `.properties`: `=`, `:` or space; a line ending in an odd number of `\` goes on. */
export const JAVA_DIALECT: KeyValueDialect = {
  name: 'properties',
  delimiters: ['=', ':', ' '],
  keyQuote: '',
  keyStrip(key) {
    let stripped = key.trimEnd();
    // A trailing `\` escaped the whitespace after it: keep that one character.
    if (stripped.endsWith('\\')) stripped += key.slice(stripped.length, stripped.length + 1);
    return stripped.trimStart();
  },
  valueStrip: (value) => value.trimStart(),
  continues: (value) => {
    let count = 0;
    for (let i = value.length - 1; i >= 0 && value[i] === '\\'; i--) count++;
    return count % 2 === 1;
  },
  stripContinuation: (value) => value.slice(0, -1),
};

/** Apple `.strings`: `"key" = "value";`, an entry goes on until a line ends with `;`. */
export const STRINGS_DIALECT: KeyValueDialect = {
  name: 'strings',
  delimiters: ['='],
  keyQuote: '"',
  keyStrip(key) {
    let stripped = trimEndChars(key.trimEnd(), '"');
    if (stripped.endsWith('\\')) stripped += key.slice(stripped.length, stripped.length + 1);
    return trimStartChars(stripped.trimStart(), '"').replaceAll('\\"', '"');
  },
  valueStrip(value) {
    let stripped = trimEndChars(trimEndChars(value.trimEnd(), ';'), '"');
    if (stripped.endsWith('\\')) stripped += value.slice(stripped.length, stripped.length + 1);
    return trimStartChars(stripped.trimStart(), '"').replaceAll('\\"', '"');
  },
  continues: (value) => !value.trimEnd().endsWith(';'),
  stripContinuation: (value) => value,
};

function trimEndChars(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}

function trimStartChars(text: string, char: string): string {
  let start = 0;
  while (start < text.length && text[start] === char) start++;
  return text.slice(start);
}
