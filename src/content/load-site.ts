import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { SiteContent } from './content-types.js';
import type { SiteSettingsValues } from './schemas.js';

/** The site settings (content-format.md §1) from validated `site` keys; null after an error. */
export function readSite(
  values: SiteSettingsValues,
  file: string,
  at: { line: number; column: number },
  baseUrlOption: string | undefined,
  fallback: string | undefined,
  bag: DiagnosticBag,
): SiteContent | null {
  const baseUrl = baseUrlOption ?? values.base_url ?? fallback;
  if (baseUrl === undefined) {
    bag.error(file, at.line, at.column, 'base-url-missing', `no base_url: set it in ${file} or pass --base-url`);
    return null;
  }
  const problem = checkBaseUrl(baseUrl);
  if (problem) {
    if (baseUrlOption !== undefined) bag.error('--base-url', 1, 1, 'base-url-invalid', `base_url "${baseUrl}" ${problem}`);
    else bag.error(file, at.line, at.column, 'base-url-invalid', `base_url "${baseUrl}" ${problem}`);
    return null;
  }
  return {
    baseUrl,
    name: values.name ?? 'Translations',
    pageSize: values.page_size ?? 50,
    history: values.history ?? true,
    historySince: values.history_since ?? null,
    includeRestricted: values.include_restricted ?? false,
    gitExport: values.git_export ?? false,
  };
}

/**
 * null when the URL is a valid base_url: an origin (`http` or `https`, a host name or IP address, an
 * optional port) and an optional path of plain segments, written as the URL parser would write it:
 * no trailing slash, query, fragment, credentials, escapes or characters that HTML, JSON or a host
 * configuration would have to quote (content-format.md §1; hosting.md prints it into host files).
 */
export function checkBaseUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must use http or https';
  if (url.search || url.hash || value.includes('?') || value.includes('#')) return 'must have no query or fragment';
  if (value.endsWith('/')) return 'must not end with a slash';
  if (url.username || url.password || value.includes('@')) return 'must not hold credentials';
  const match = BASE_URL.exec(value);
  if (match === null) return 'must be an origin and a path of plain segments: scheme://host[:port][/segment…], where segments hold letters, digits and . _ ~ -';
  const [, scheme = '', host = '', path = ''] = match;
  if (!isHost(host)) return `has a host, ${host}, that is not a host name or IP address`;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return 'must not have . or .. segments';
  const written = `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  if (written.toLowerCase() !== `${scheme}//${host}${path}`.toLowerCase()) return `is not written as a URL parser writes it; use ${written}`;
  return null;
}

/** scheme://authority/path, with characters that never need quoting. */
const BASE_URL = /^(https?:)\/\/([^/]+)((?:\/[A-Za-z0-9._~-]+)*)$/i;
/** A host name (labels of letters, digits, - and _) or an IPv6 address in brackets, then an optional port. */
function isHost(authority: string): boolean {
  const port = /:([0-9]{1,5})$/.exec(authority);
  const host = port ? authority.slice(0, port.index) : authority;
  if (/^\[[0-9A-Fa-f:.]+\]$/.test(host)) return true;
  const labels = (host.endsWith('.') ? host.slice(0, -1) : host).split('.');
  return labels.every((label) => /^[A-Za-z0-9_-]+$/.test(label) && !label.startsWith('-') && !label.endsWith('-'));
}
