import { stringifyJson, type JsonValue } from '../emit/json.js';
import type { Urls } from './urls.js';

/** One page of a list: its number (from 1), its envelope, and whether it is the list's last. */
export interface ListPage {
  n: number;
  body: string;
  last: boolean;
}

/**
 * Cuts a list into the pages of compatibility.md §3, one rendered item at a time: envelopes of
 * `pageSize` items, links built from the canonical list URL. Only the current page's items are held.
 */
export class ListPager {
  readonly pages: number;
  private page = 1;
  private batch: string[] = [];

  constructor(
    private readonly listPath: string,
    private readonly count: number,
    private readonly pageSize: number,
    private readonly urls: Urls,
  ) {
    this.pages = Math.max(1, Math.ceil(count / pageSize));
  }

  /** Adds one item, already JSON; returns the page it completes, if any. */
  add(itemJson: string): ListPage | null {
    if (this.page > this.pages) throw new Error(`list ${this.listPath} counted ${this.count} items but produced more`);
    this.batch.push(itemJson);
    return this.batch.length === this.pageSize ? this.flush() : null;
  }

  /** The last page when it is not full (an empty list is one empty page); checks the count. */
  finish(): ListPage | null {
    if (this.batch.length > 0 || this.page === 1) return this.flush();
    if (this.page <= this.pages) throw new Error(`list ${this.listPath} counted ${this.count} items but produced fewer`);
    return null;
  }

  private flush(): ListPage {
    const n = this.page++;
    const link = (to: number) => JSON.stringify(this.urls.page(this.listPath, to));
    const body =
      `{"count":${this.count},"next":${n < this.pages ? link(n + 1) : 'null'},` +
      `"previous":${n > 1 ? link(n - 1) : 'null'},"results":[${this.batch.join(',')}]}`;
    this.batch = [];
    return { n, body, last: n === this.pages };
  }
}

/** The pages of a list, its items rendered lazily so that a long list never sits in memory. */
export function* paginate<T>(
  listPath: string,
  count: number,
  items: Iterable<T>,
  render: (item: T) => JsonValue,
  pageSize: number,
  urls: Urls,
): Generator<string> {
  yield* paginateJson(listPath, count, mapIterable(items, (item) => stringifyJson(render(item))), pageSize, urls);
}

/** The pages of a list whose items are already JSON. */
export function* paginateJson(listPath: string, count: number, items: Iterable<string>, pageSize: number, urls: Urls): Generator<string> {
  const pager = new ListPager(listPath, count, pageSize, urls);
  for (const item of items) {
    const page = pager.add(item);
    if (page) yield page.body;
  }
  const last = pager.finish();
  if (last) yield last.body;
}

function* mapIterable<T, U>(items: Iterable<T>, f: (item: T) => U): Generator<U> {
  for (const item of items) yield f(item);
}
