import type { Diagnostic } from './diagnostic.js';

/** A warning printed for a group of the same warnings in one file, with how many it stands for. */
export interface Grouped {
  diagnostic: Diagnostic;
  /** How many more of the same code in the same file it stands for (0: it stands alone). */
  more: number;
}

/**
 * Sorted diagnostics with repeated warnings folded: of the warnings that share a code and a file,
 * only the first is kept, counting the others. Errors are never folded: each must be fixed.
 */
export function groupRepeated(sorted: Diagnostic[]): Grouped[] {
  const result: Grouped[] = [];
  const firstOf = new Map<string, Grouped>();
  for (const d of sorted) {
    if (d.severity === 'error') {
      result.push({ diagnostic: d, more: 0 });
      continue;
    }
    const key = `${d.code}\u0000${d.file}`;
    const first = firstOf.get(key);
    if (first) {
      first.more++;
      continue;
    }
    const grouped = { diagnostic: d, more: 0 };
    firstOf.set(key, grouped);
    result.push(grouped);
  }
  return result;
}
