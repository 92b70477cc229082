import { BAD_REQUEST_FILE, REFUSED_PARAMS } from './query-rules.js';

/** compatibility.md §2.5: the exact error bodies, and the files hosting.md §1 names for them. */
export const NOT_FOUND_BODY = '{"detail":"Not found."}';
export const INVALID_PAGE_BODY = '{"detail":"Invalid page."}';
export const NOT_ALLOWED_METHODS = ['DELETE', 'OPTIONS', 'PATCH', 'POST', 'PUT'];

export function methodNotAllowedBody(method: string): string {
  return `{"detail":"Method \\"${method.toUpperCase()}\\" not allowed."}`;
}

/**
 * The 400 of a parameter static files cannot honour (hosting.md §2): `{"detail": …}` as the other
 * errors, naming the parameter.
 */
export function refusedParamBody(param: string): string {
  const detail =
    param === 'format'
      ? 'Parameter "format": this format is not available from this static API.'
      : `Parameter "${param}" cannot be honoured by this static API: it serves unfiltered data only.`;
  return JSON.stringify({ detail });
}

export function errorFiles(): { path: string; text: string }[] {
  return [
    { path: '404.json', text: NOT_FOUND_BODY },
    { path: '404.html', text: NOT_FOUND_BODY },
    { path: '404-invalid-page.json', text: INVALID_PAGE_BODY },
    ...NOT_ALLOWED_METHODS.map((m) => ({ path: `405-${m}.json`, text: methodNotAllowedBody(m) })),
    ...[...REFUSED_PARAMS, 'format'].map((p) => ({ path: BAD_REQUEST_FILE.replace('{param}', p), text: refusedParamBody(p) })),
  ];
}
