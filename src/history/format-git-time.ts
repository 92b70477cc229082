/**
 * A site has far fewer commit times than units and changes that carry one: each time is formatted
 * once and the string shared (at a million units, a copy per unit and per change was ~100 MB).
 */
const formatted = new Map<number, string>();
const MEMO_LIMIT = 100_000;

/** compatibility.md §6: a git time (whole seconds since the epoch) as UTC with six fractional digits. */
export function formatGitTime(seconds: number): string {
  let text = formatted.get(seconds);
  if (text === undefined) {
    if (formatted.size >= MEMO_LIMIT) formatted.clear();
    text = new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, '.000000Z');
    formatted.set(seconds, text);
  }
  return text;
}
