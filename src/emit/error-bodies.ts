/** compatibility.md §2.5: the exact error bodies, and the files hosting.md §1 names for them. */
export const NOT_FOUND_BODY = '{"detail":"Not found."}';
export const INVALID_PAGE_BODY = '{"detail":"Invalid page."}';
export const NOT_ALLOWED_METHODS = ['DELETE', 'OPTIONS', 'PATCH', 'POST', 'PUT'];

export function methodNotAllowedBody(method: string): string {
  return `{"detail":"Method \\"${method.toUpperCase()}\\" not allowed."}`;
}

export function errorFiles(): { path: string; text: string }[] {
  return [
    { path: '404.json', text: NOT_FOUND_BODY },
    { path: '404.html', text: NOT_FOUND_BODY },
    { path: '404-invalid-page.json', text: INVALID_PAGE_BODY },
    ...NOT_ALLOWED_METHODS.map((m) => ({ path: `405-${m}.json`, text: methodNotAllowedBody(m) })),
  ];
}
