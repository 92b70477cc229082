import { fingerprintOf } from '../api/lazy-item.js';

/**
 * One page: its URL path, the plain data it shows, and a renderer that reads only that data, so the
 * data's JSON is an exact fingerprint of the page (with the build's salt for code and URL options).
 */
export interface SitePage {
  path: string;
  fingerprint: string;
  render: () => string;
}

export function sitePage<V>(path: string, view: V, render: (view: V) => string): SitePage {
  return { path, fingerprint: fingerprintOf(JSON.stringify(view)), render: () => render(view) };
}
