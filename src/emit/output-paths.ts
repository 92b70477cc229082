/** hosting.md §1: where each URL's file lives in the output folder. */
const SEGMENT = /^[A-Za-z0-9_@+.-]+$/;
/** URLs whose segments hold no dot: each is a valid SEGMENT that no rule below refuses. */
const PLAIN_URL = /^(?:\/[A-Za-z0-9_@+-]+)*\/$/;

/** `/api/projects/` → `api/projects/index.json`. */
export function fileOfUrl(url: string, indexName = 'index.json'): string {
  return `${url.slice(1)}${indexName}`;
}

/** Page N ≥ 2 of a list: the sibling `page-N.json`. */
export function pageFileOfUrl(url: string, n: number): string {
  return `${url.slice(1)}page-${n}.json`;
}

/** null when every segment of the URL may be a file name on every host (hosting.md §1.4). */
export function checkUrlSegments(url: string): string | null {
  // Most routes (every unit and change) are plain: one test instead of one a segment.
  if (PLAIN_URL.test(url)) return null;
  const segments = url.split('/').slice(1, -1);
  for (const s of segments) {
    if (!SEGMENT.test(s) || s.startsWith('.') || s === 'index.json' || /^page-\d+\.json$/.test(s)) {
      return `"${s}" cannot be a URL segment (use letters, digits, _ @ - and, in usernames, . +)`;
    }
  }
  return null;
}
