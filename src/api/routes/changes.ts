import type { Translation } from '../../model/model-types.js';
import { ListPager } from '../paginate.js';
import { LazyItem } from '../lazy-item.js';
import { changeFingerprints } from '../change-fingerprints.js';
import { changeJsons } from '../render-unit.js';
import { paths } from '../urls.js';
import type { ComponentKindName } from './components.js';
import type { ProjectKindName } from './projects.js';
import { G, kind, type RouteFamily } from './route-family.js';
import type { TranslationKindName } from './translations.js';

const KINDS = [
  kind('change-list', '/api/changes/', G, true, 'Change List'),
  kind('change', '/api/changes/:id/', G, false, 'Change Instance'),
] as const;

type ChangeKindName = (typeof KINDS)[number]['name'];
/** The lists that hold a change: its own, and those its project, component and translation declare. */
type ChangeListKind = Extract<ChangeKindName | ProjectKindName | ComponentKindName | TranslationKindName, `${string}changes` | 'change-list'>;

/** One list that holds changes, as it is paged. */
interface ChangeList {
  url: string;
  kind: ChangeListKind;
  pager: ListPager;
}

/**
 * Every change at its own URL and in the four lists that hold it (/api/changes/ and its project's,
 * component's and translation's), in one pass over the changes in time order: each list is that
 * order filtered, so each change is rendered once at most (not at all when its file and its pages
 * are kept from the previous build) and only the current page of each list is held.
 */
export const changeRoutes: RouteFamily<ChangeKindName, ChangeKindName | ChangeListKind> = {
  kinds: KINDS,
  *plan({ model, urls, progress }) {
    const size = model.site.pageSize;
    const lists = new Map<string, ChangeList>();
    // The four lists of a change depend only on its translation.
    const urlsOf = (t: Translation): [string, ChangeListKind][] => [
      ['/api/changes/', 'change-list'],
      [`${paths.project(t.component.project)}changes/`, 'project-changes'],
      [`${paths.component(t.component)}changes/`, 'component-changes'],
      [`${paths.translation(t)}changes/`, 'translation-changes'],
    ];
    const { changes } = model;
    // Counted per translation, then added up per list: four lookups by URL per change cost 0.1 s at 100,000 changes.
    const count = new Map<string, number>();
    for (const [t, n] of changes.countsByTranslation()) for (const [url] of urlsOf(t)) count.set(url, (count.get(url) ?? 0) + n);
    const open = (url: string, kind: ChangeListKind): ChangeList => {
      let list = lists.get(url);
      if (!list) lists.set(url, (list = { url, kind, pager: new ListPager(url, count.get(url) ?? 0, size, urls) }));
      return list;
    };
    // Every list exists, empty or not.
    open('/api/changes/', 'change-list');
    for (const p of model.projects) {
      open(`${paths.project(p)}changes/`, 'project-changes');
      for (const component of p.components) open(`${paths.component(component)}changes/`, 'component-changes');
    }
    for (const t of model.translations) open(`${paths.translation(t)}changes/`, 'translation-changes');
    // A change's lists themselves, found once per translation, not by URL per change (0.5 s at L).
    const listsByTranslation = new Map<Translation, ChangeList[]>();
    const listsOf = (t: Translation): ChangeList[] => {
      let found = listsByTranslation.get(t);
      if (!found) listsByTranslation.set(t, (found = urlsOf(t).map(([url, kind]) => open(url, kind))));
      return found;
    };

    // An item holds its change's position, and reads the change from the table only if it is
    // rendered. A translation's page fills slowly, as its changes are spread over the whole site's:
    // at a million units a thousand of them are open at once. Its pages get items of their own, so
    // that they do not hold the JSON an item rendered for another list (13 MB at a million units).
    const fingerprintAt = changeFingerprints(changes, urls);
    const jsonOf = changeJsons(urls);
    const heldByPosition = (i: number, fingerprint: string): LazyItem => new LazyItem(fingerprint, () => jsonOf(changes.at(i), changes.oldOf(i)));
    for (let i = 0; i < changes.length; i++) {
      const item = heldByPosition(i, fingerprintAt(i));
      yield { url: paths.change({ id: changes.idOf(i) }), kind: 'change', lazy: item };
      for (const { url, kind, pager } of listsOf(changes.translationOf(i))) {
        const page = pager.add(kind === 'translation-changes' ? heldByPosition(i, item.fingerprint) : item);
        if (page) yield { url, kind, page };
      }
      progress.tick();
    }
    for (const [url, { kind, pager }] of lists) {
      const page = pager.finish();
      if (page) yield { url, kind, page };
    }
  },
};
