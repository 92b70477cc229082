import { NO_PROGRESS, type Progress } from '../build-progress.js';
import { stringifyJson } from '../emit/json.js';
import { LazyItem } from './lazy-item.js';
import type { Model } from '../model/model.js';
import type { Translation } from '../model/model-types.js';
import { ListPager } from './paginate.js';
import type { PlannedRoute } from './planned-route.js';
import { changeFingerprinter, renderChange } from './render-unit.js';
import { paths, type Urls } from './urls.js';

/**
 * Every change at its own URL and in the four lists that hold it (/api/changes/ and its project's,
 * component's and translation's), in one pass over the changes in time order: each list is that
 * order filtered, so each change is rendered once at most (not at all when its file and its pages
 * are kept from the previous build) and only the current page of each list is held.
 */
export function* planChanges(model: Model, urls: Urls, progress: Progress = NO_PROGRESS): Generator<PlannedRoute> {
  const size = model.site.pageSize;
  const lists = new Map<string, { kind: string; pager: ListPager }>();
  const count = new Map<string, number>();
  // The four lists of a change depend only on its translation: their URLs are built once per translation.
  const listsByTranslation = new Map<Translation, [string, string][]>();
  const listsOf = (t: Translation): [string, string][] => {
    let found = listsByTranslation.get(t);
    if (!found) {
      listsByTranslation.set(t, (found = [
        ['/api/changes/', 'change-list'],
        [`${paths.project(t.component.project)}changes/`, 'project-changes'],
        [`${paths.component(t.component)}changes/`, 'component-changes'],
        [`${paths.translation(t)}changes/`, 'translation-changes'],
      ]));
    }
    return found;
  };
  const { changes } = model;
  for (let i = 0; i < changes.length; i++) for (const [url] of listsOf(changes.translationOf(i))) count.set(url, (count.get(url) ?? 0) + 1);
  const open = (url: string, kind: string) => {
    let list = lists.get(url);
    if (!list) lists.set(url, (list = { kind, pager: new ListPager(url, count.get(url) ?? 0, size, urls) }));
    return list;
  };
  // Every list exists, empty or not.
  open('/api/changes/', 'change-list');
  for (const p of model.projects) {
    open(`${paths.project(p)}changes/`, 'project-changes');
    for (const component of p.components) open(`${paths.component(component)}changes/`, 'component-changes');
  }
  for (const t of model.translations) open(`${paths.translation(t)}changes/`, 'translation-changes');

  const fingerprint = changeFingerprinter();
  for (const c of changes) {
    const item = new LazyItem(fingerprint(c), () => stringifyJson(renderChange(c, urls)));
    yield { url: paths.change(c), kind: 'change', lazy: item };
    for (const [url, kind] of listsOf(c.translation)) {
      const page = open(url, kind).pager.add(item);
      if (page) yield { url, kind, page };
    }
    progress.tick();
  }
  for (const [url, { kind, pager }] of lists) {
    const page = pager.finish();
    if (page) yield { url, kind, page };
  }
}
