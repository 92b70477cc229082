import type { ManifestHead, ManifestKind } from '../emit/manifest-types.js';

/** A manifest kind with its pattern compiled to a RegExp (hosting.md §3: a placeholder is one segment). */
export interface CompiledKind {
  name: string;
  kind: ManifestKind;
  regexp: RegExp;
  /** Placeholder names in pattern order. */
  placeholders: string[];
}

export interface KindMatch {
  compiled: CompiledKind;
  /** Placeholder values in pattern order. */
  values: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function compileKind(name: string, kind: ManifestKind): CompiledKind {
  const placeholders: string[] = [];
  const source = kind.pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      placeholders.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { name, kind, regexp: new RegExp(`^${source}$`), placeholders };
}

export function compileKinds(head: ManifestHead): CompiledKind[] {
  return Object.entries(head.kinds).map(([name, kind]) => compileKind(name, kind));
}

/** The kind whose pattern matches `urlPath` (relative to base_path, ending in `/`); kinds are disjoint. */
export function matchKind(kinds: readonly CompiledKind[], urlPath: string): KindMatch | undefined {
  for (const compiled of kinds) {
    const match = compiled.regexp.exec(urlPath);
    if (match) return { compiled, values: match.slice(1).map((value) => value ?? '') };
  }
  return undefined;
}

/** Compiles `pagination.page_file` (`page-{n}.json`) into a RegExp capturing a canonical N. */
export function compilePageFile(pageFile: string): RegExp {
  const source = pageFile
    .split('{n}')
    .map((part) => escapeRegExp(part))
    .join('([1-9][0-9]*)');
  return new RegExp(`^${source}$`);
}

export function renderPageFile(pageFile: string, n: string): string {
  return pageFile.split('{n}').join(n);
}
