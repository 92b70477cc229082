import { stringifyJson, type JsonValue } from '../emit/json.js';
import { pageFingerprint, RESULTS, type EnvelopedPage } from '../emit/page-envelope.js';
import { fingerprintOf, LazyItem } from './lazy-item.js';
import type { Urls } from './urls.js';

/**
 * One page of a list: its number (from 1), whether it is the list's last, and its body: the
 * envelope (count and links, ending with the opening of `results`) and the items, rendered only
 * when `pieces` or `body` is called. A page whose items are all `LazyItem`s has an items
 * fingerprint, so the writer may keep it or its items (emit/page-envelope.ts).
 */
export class ListPage implements EnvelopedPage {
  constructor(
    readonly n: number,
    readonly last: boolean,
    readonly count: number,
    readonly envelope: string,
    private readonly items: readonly (string | LazyItem)[],
  ) {}

  fingerprints(): { items: string; page: string } | null {
    const fingerprints: string[] = [];
    for (const item of this.items) {
      if (!(item instanceof LazyItem)) return null;
      fingerprints.push(item.fingerprint);
    }
    const items = fingerprintOf(fingerprints.join(','));
    return { items, page: pageFingerprint(items, this.count) };
  }

  pieces(): string[] {
    const pieces = [this.envelope];
    for (const [i, item] of this.items.entries()) {
      if (i > 0) pieces.push(',');
      pieces.push(typeof item === 'string' ? item : item.json());
    }
    pieces.push(']}');
    return pieces;
  }

  body(): string {
    return this.pieces().join('');
  }
}

/**
 * Cuts a list into the pages of compatibility.md §3, one item at a time: envelopes of `pageSize`
 * items, links built from the canonical list URL. Only the current page's items are held.
 */
export class ListPager {
  readonly pages: number;
  private page = 1;
  private batch: (string | LazyItem)[] = [];

  constructor(
    private readonly listPath: string,
    private readonly count: number,
    private readonly pageSize: number,
    private readonly urls: Urls,
  ) {
    this.pages = Math.max(1, Math.ceil(count / pageSize));
  }

  /** Adds one item (JSON, or JSON to render when needed); returns the page it completes, if any. */
  add(item: string | LazyItem): ListPage | null {
    if (this.page > this.pages) throw new Error(`list ${this.listPath} counted ${this.count} items but produced more`);
    this.batch.push(item);
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
    const envelope = `{"count":${this.count},"next":${n < this.pages ? link(n + 1) : 'null'},"previous":${n > 1 ? link(n - 1) : 'null'},${RESULTS}`;
    const page = new ListPage(n, n === this.pages, this.count, envelope, this.batch);
    this.batch = [];
    return page;
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
  for (const page of pagesOf(new ListPager(listPath, count, pageSize, urls), mapItems(items, (item) => stringifyJson(render(item))))) {
    yield page.body();
  }
}

/** Every page of a list of these items, one at a time. */
export function* pagesOf(pager: ListPager, items: Iterable<string | LazyItem>): Generator<ListPage> {
  for (const item of items) {
    const page = pager.add(item);
    if (page) yield page;
  }
  const last = pager.finish();
  if (last) yield last;
}

function* mapItems<T, U>(items: Iterable<T>, f: (item: T) => U): Generator<U> {
  for (const item of items) yield f(item);
}
