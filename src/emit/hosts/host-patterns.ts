import type { ManifestHead, ManifestKind, ManifestRoute } from '../manifest-types.js';

/** One kind with its name, in the fixed order printers use (by name, code-point order). */
export interface NamedKind extends ManifestKind {
  name: string;
}

/** Characters a URL segment may hold (hosting.md §1.4; usernames add `.` and `+`). */
export const SEGMENT = '[A-Za-z0-9_@.+-]+';
/** Segments made of RFC 7230 token characters only: a file name built from them needs no quotes. */
export const TOKEN_SEGMENT = '[A-Za-z0-9_.+-]+';

/** Content-Disposition of a raw file, quoted when the name holds a non-token character (C§2.6). */
export function dispositionOf(name: string): string {
  return /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name) ? `attachment; filename=${name}` : `attachment; filename="${name}"`;
}

export function listKinds(head: ManifestHead): NamedKind[] {
  return Object.keys(head.kinds)
    .sort()
    .map((name) => ({ name, ...(head.kinds[name] as ManifestKind) }));
}

export function isRaw(kind: ManifestKind): boolean {
  return kind.index !== undefined && kind.index.length > 0;
}

/** Segments of a pattern: `/api/projects/:p/` → ['api', 'projects', ':p']. */
export function patternSegments(pattern: string): string[] {
  return pattern.split('/').filter((s) => s !== '');
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The regex source of a public URL path matching the pattern, without anchors:
 * `/l10n/api/projects/[^/]+/`. With `capture`, placeholders become groups.
 */
export function patternToRegex(basePath: string, pattern: string, capture = false, segment = SEGMENT): string {
  const parts = patternSegments(pattern).map((s) =>
    s.startsWith(':') ? (capture ? `(${segment})` : segment) : escapeRegex(s),
  );
  return `${escapeRegex(basePath)}/${parts.map((p) => `${p}/`).join('')}`;
}

/** Platform placeholder path (Netlify, Cloudflare, Vercel): `/api/projects/:p/`. */
export function patternToPlaceholders(basePath: string, pattern: string, prefix = ''): string {
  const parts = patternSegments(pattern).map((s) => (s.startsWith(':') ? `:${prefix}${s.slice(1)}` : s));
  return `${basePath}/${parts.map((p) => `${p}/`).join('')}`;
}

export function placeholderNames(pattern: string): string[] {
  return patternSegments(pattern)
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
}

/** The deepest pattern's segment count, for one directory rule per depth. */
export function maxDepth(head: ManifestHead): number {
  return Math.max(1, ...Object.values(head.kinds).map((k) => patternSegments(k.pattern).length));
}

/** Extension of a raw index candidate: `index.po` → `po`. */
export function extensionOf(file: string): string {
  return file.slice(file.lastIndexOf('.') + 1);
}

/** The page-file name with its `{n}` slot filled by `fill` (a literal, a capture or a glob). */
export function pageFileName(head: ManifestHead, fill: string): string {
  return head.pagination.page_file.replace('{n}', fill);
}

/** Method-not-allowed body of compatibility.md §2.5 with the method name (or a host's variable). */
export function methodBody(method: string): string {
  return `{"detail":"Method \\"${method}\\" not allowed."}`;
}

/** Raw routes whose file is not the kind's first index candidate: they need an exact rule. */
export function rawExceptions(head: ManifestHead, routes: ManifestRoute[]): { route: ManifestRoute; file: string }[] {
  const out: { route: ManifestRoute; file: string }[] = [];
  for (const route of routes) {
    const kind = head.kinds[route.kind];
    if (kind === undefined || !isRaw(kind)) continue;
    const name = route.file.slice(route.file.lastIndexOf('/') + 1);
    if (name !== kind.index?.[0]) out.push({ route, file: name });
  }
  return out;
}

/** Allow value of a kind, if any. */
export function allowOf(kind: ManifestKind): string | undefined {
  return kind.headers.Allow;
}
