import { LazyItem } from '../../api/lazy-item.js';
import type { PlannedRoute } from '../../api/planned-route.js';
import { SITE_KINDS } from '../plan-site.js';
import { SEARCH_INDEX_EXT, SEARCH_INDEX_FOLDER } from './search-paths.js';
import type { SearchIndex } from './search-index.js';

/**
 * The search index's files as site assets (so they reach the headers manifest and every host):
 * `/static/search/index.sidx` and one shard per token prefix. Each is named by what its bytes
 * follow from, so a rebuild keeps every shard whose tokens and units did not change without
 * making it.
 */
export function* planSearchIndex(index: SearchIndex): Generator<PlannedRoute> {
  for (const { name, fingerprint, body } of index.files()) {
    const url = `${SEARCH_INDEX_FOLDER}${name}.${SEARCH_INDEX_EXT}`;
    yield { url, kind: SITE_KINDS.asset, asset: { file: url.slice(1), ext: SEARCH_INDEX_EXT, lazy: new LazyItem(fingerprint, body) } };
  }
}
