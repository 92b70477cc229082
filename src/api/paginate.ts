import { stringifyJson, type JsonValue } from '../emit/json.js';
import type { Urls } from './urls.js';

/**
 * The pages of a list (compatibility.md §3): envelopes of `pageSize` items, links built from the
 * canonical list URL. Items are rendered lazily so a long list never sits in memory.
 */
export function* paginate<T>(
  listPath: string,
  count: number,
  items: Iterable<T>,
  render: (item: T) => JsonValue,
  pageSize: number,
  urls: Urls,
): Generator<string> {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  let page = 1;
  let batch: string[] = [];
  const envelope = (n: number, results: string[]) =>
    `{"count":${count},"next":${n < pages ? JSON.stringify(urls.page(listPath, n + 1)) : 'null'},` +
    `"previous":${n > 1 ? JSON.stringify(urls.page(listPath, n - 1)) : 'null'},"results":[${results.join(',')}]}`;
  for (const item of items) {
    batch.push(stringifyJson(render(item)));
    if (batch.length === pageSize) {
      yield envelope(page, batch);
      page++;
      batch = [];
    }
  }
  if (batch.length > 0 || page === 1) yield envelope(page, batch);
  else if (page <= pages) throw new Error(`list ${listPath} counted ${count} items but produced fewer`);
}
