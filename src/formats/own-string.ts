/**
 * A copy of `text` that does not keep the string it was cut from alive. A parser's values are
 * slices of the whole file's text, and V8 keeps that whole text for as long as any slice lives:
 * a model of a million units would otherwise hold every translation file, comments, msgids and all.
 * Prepending a character builds a new flat string; slicing it off again shares only that string.
 */
export function ownString(text: string): string {
  return text.length < 13 ? text : (' ' + text).slice(1);
}

/**
 * One copy of each distinct value (owned, as above), for values that repeat: the references,
 * comments and flags msgmerge copies into every language's file, the sources and id hashes of
 * every version of a file, the commit ids of a million changes. A pool given a limit starts afresh
 * when it holds that many values, so it stays bounded however many it sees.
 */
export class StringPool {
  private readonly values = new Map<string, string>();

  constructor(private readonly limit = Infinity) {}

  get(text: string): string {
    if (text === '') return text;
    let value = this.values.get(text);
    if (value === undefined) {
      if (this.values.size >= this.limit) this.values.clear();
      value = ownString(text);
      this.values.set(value, value);
    }
    return value;
  }
}
