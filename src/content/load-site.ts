import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { SiteContent } from './content-types.js';

/** The site settings (content-format.md §1) from validated `site` keys; null after an error. */
export function readSite(
  values: Record<string, unknown>,
  file: string,
  at: { line: number; column: number },
  baseUrlOption: string | undefined,
  fallback: string | undefined,
  bag: DiagnosticBag,
): SiteContent | null {
  const baseUrl = baseUrlOption ?? (values.base_url as string | undefined) ?? fallback;
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
    name: (values.name as string | undefined) ?? 'Translations',
    pageSize: (values.page_size as number | undefined) ?? 50,
    history: (values.history as boolean | undefined) ?? true,
    historySince: (values.history_since as string | undefined) ?? null,
    includeRestricted: (values.include_restricted as boolean | undefined) ?? false,
  };
}

/** null when the URL is a valid base_url: scheme://host[:port][/path], no trailing slash, no query. */
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
  if (url.username || url.password) return 'must not hold credentials';
  return null;
}
