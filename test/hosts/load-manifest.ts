import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestHead, ManifestRoute } from '../../src/emit/manifest-types.js';

/** Reads `dist/headers-manifest.json` into its head and routes. */
export function loadManifest(dist: string): { head: ManifestHead; routes: ManifestRoute[] } {
  const all = JSON.parse(readFileSync(join(dist, 'headers-manifest.json'), 'utf8')) as ManifestHead & { routes: ManifestRoute[] };
  const { routes, ...head } = all;
  return { head, routes };
}
