/** A request target the router may look at: a clean path under the base path, and its query. */
export interface RequestTarget {
  /** Decoded path relative to base_path, starting with `/`: `/api/projects/`, `/api/projects`. */
  path: string;
  /** The raw query, without `?` (`""` when there is none). */
  query: string;
}

const SEGMENT = /^[A-Za-z0-9_@.+-]+$/;

/**
 * Splits the request target into path and query, decodes the path once, and refuses (undefined,
 * answered 404) anything that is not under `basePath` or holds `.`, `..`, an empty segment or a
 * character outside `[A-Za-z0-9_@.+-]` (hosting.md §1.4, §7), so no path can leave the output folder.
 */
export function parseRequestTarget(rawTarget: string, basePath: string): RequestTarget | undefined {
  let target = rawTarget;
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(target)) {
    // absolute-form (RFC 7230 §5.3.2): keep the path and query as sent.
    const afterAuthority = target.indexOf('/', target.indexOf('//') + 2);
    target = afterAuthority === -1 ? '/' : target.slice(afterAuthority);
  }
  if (!target.startsWith('/')) return undefined;
  const hash = target.indexOf('#');
  if (hash !== -1) target = target.slice(0, hash);
  const questionMark = target.indexOf('?');
  const rawPath = questionMark === -1 ? target : target.slice(0, questionMark);
  const query = questionMark === -1 ? '' : target.slice(questionMark + 1);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith(`${basePath}/`)) return undefined;
  const path = decoded.slice(basePath.length);
  const segments = path.slice(1).split('/');
  if (path.endsWith('/')) segments.pop();
  for (const segment of segments) {
    if (segment === '.' || segment === '..' || !SEGMENT.test(segment)) return undefined;
  }
  return { path, query };
}

/** The value of `param` in a raw query (the last one when repeated, as Django reads it), or undefined. */
export function readQueryParam(query: string, param: string): string | undefined {
  if (query === '') return undefined;
  const values = new URLSearchParams(query).getAll(param);
  return values.length === 0 ? undefined : values[values.length - 1];
}
