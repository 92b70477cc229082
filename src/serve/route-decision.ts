export type HeaderMap = Record<string, string>;

/** What to answer, decided from the manifest head and the file system only (hosting.md §2). */
export type RouteDecision =
  /** 200 with a file of the output folder (GET, HEAD). */
  | { type: 'file'; status: 200; file: string; headers: HeaderMap }
  /** A body computed from the manifest: OPTIONS 200, 405. */
  | { type: 'text'; status: number; body: string; headers: HeaderMap }
  /** An error file (not-found, invalid-page), with the text of compatibility.md §2.5 if it is missing. */
  | { type: 'error-file'; status: number; file: string; fallback: string; headers: HeaderMap }
  | { type: 'redirect'; status: 301; headers: HeaderMap };

/** Returns the first of `files` (paths relative to the output folder) that is a regular file. */
export type FindFile = (files: readonly string[]) => Promise<string | undefined>;

/** Header sets merged in order; a later name replaces an earlier one whatever its case. */
export function mergeHeaders(...sets: readonly HeaderMap[]): HeaderMap {
  const merged = new Map<string, [string, string]>();
  for (const set of sets) {
    for (const [name, value] of Object.entries(set)) merged.set(name.toLowerCase(), [name, value]);
  }
  return Object.fromEntries(merged.values());
}
