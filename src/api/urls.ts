import type { Language } from '../languages/language.js';
import { checksumOfIdHash } from '../model/hash.js';
import type { Category, Change, Component, Project, Translation, Unit } from '../model/model-types.js';

export type LinkMode = 'query' | 'path';

/**
 * Every URL the service emits (compatibility.md §1): absolute, under base_url, with `format=api`.
 * `path` values are relative to the base path and start with `/`.
 */
export class Urls {
  constructor(
    readonly baseUrl: string,
    readonly links: LinkMode = 'query',
  ) {}

  /** An absolute URL for a path (with its query already sorted) plus `format=api`. */
  absolute(path: string, query = ''): string {
    return `${this.baseUrl}${path}?${query ? `${query}&` : ''}format=api`;
  }

  /** §3.4 and hosting.md §4: link to page N of a list. */
  page(listPath: string, n: number): string {
    if (n <= 1) return this.absolute(listPath);
    if (this.links === 'path') return this.absolute(`${listPath}page-${n}.json`);
    return `${this.baseUrl}${listPath}?format=api&page=${n}`;
  }
}

export const paths = {
  root: () => '/api/',
  list: (name: string) => `/api/${name}/`,
  project: (p: Project) => `/api/projects/${p.slug}/`,
  component: (c: Component) => `/api/components/${c.project.slug}/${c.slug}/`,
  translation: (t: Translation) => `/api/translations/${t.component.project.slug}/${t.component.slug}/${t.language.code}/`,
  unit: (u: Unit) => `/api/units/${u.id}/`,
  unitOfId: (id: number) => `/api/units/${id}/`,
  change: (c: Pick<Change, 'id'>) => `/api/changes/${c.id}/`,
  language: (l: Language) => `/api/languages/${l.code}/`,
  user: (username: string) => `/api/users/${username}/`,
  notification: (username: string, id: number) => `/api/users/${username}/notifications/${id}/`,
  category: (k: Pick<Category, 'id'>) => `/api/categories/${k.id}/`,
};

/** §1.5: web pages, relative to the base path. */
export const webPaths = {
  project: (p: Project) => `/projects/${p.slug}/`,
  component: (c: Component) => `/projects/${c.project.slug}/${c.slug}/`,
  gitExport: (c: Component) => `/git/${c.project.slug}/${c.slug}/`,
  translation: (t: Translation) => `/projects/${t.component.project.slug}/${t.component.slug}/${t.language.code}/`,
  translate: (t: Translation) => `/translate/${t.component.project.slug}/${t.component.slug}/${t.language.code}/`,
  share: (t: Translation) => `/engage/${t.component.project.slug}/${t.language.code}/`,
  unitQuery: (u: Pick<Unit, 'idHash'>) => `checksum=${checksumOfIdHash(u.idHash)}`,
  language: (l: Language) => `/languages/${l.code}/`,
  projectLanguage: (p: Project, l: Language) => `/projects/${p.slug}/-/${l.code}/`,
  translateProjectLanguage: (p: Project, l: Language) => `/translate/${p.slug}/-/${l.code}/`,
  category: (k: Category) => `/projects/${k.project.slug}/${k.path.join('/')}/`,
};
