import fs from 'node:fs';
import path from 'node:path';
import { slugify } from './slugify.js';

/** The one project `static-tms init` proposes for a repository. */
export interface ProjectIdentity {
  slug: string;
  name: string;
  /** The project's home page (`web`), when package.json has a `homepage`. */
  web: string | null;
  /** Where slug and name came from, for the report: `package.json` or `folder name`. */
  from: string;
}

/**
 * Slug and name from the `name` of DIR/package.json (without its `@scope/`), else from the
 * folder's name; the slug is that name made a slug (`project` when nothing is left of it).
 */
export function readProjectIdentity(dir: string): ProjectIdentity {
  const manifest = readPackageJson(path.join(dir, 'package.json'));
  const packageName = typeof manifest?.name === 'string' ? manifest.name.replace(/^@[^/]*\//, '').trim() : '';
  const homepage = typeof manifest?.homepage === 'string' && /^https?:\/\//.test(manifest.homepage) ? manifest.homepage : null;
  const name = packageName !== '' ? packageName : path.basename(path.resolve(dir));
  return { slug: slugify(name) || 'project', name, web: homepage, from: packageName !== '' ? 'package.json' : 'folder name' };
}

function readPackageJson(file: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null; // absent or not JSON: the folder name is used
  }
}
