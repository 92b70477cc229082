import { describe, expect, it } from 'vitest';
import { fingerprintOf, LazyItem } from './lazy-item.js';
import { onResultsOf, sameItems } from '../emit/page-envelope.js';
import { ListPager, paginate } from './paginate.js';
import { Urls } from './urls.js';

const urls = new Urls('http://h');

describe('paginate (compatibility.md §3)', () => {
  it('writes an empty list as one page', () => {
    expect([...paginate('/api/x/', 0, [], (i: number) => i, 2, urls)]).toEqual(['{"count":0,"next":null,"previous":null,"results":[]}']);
  });
  it('links pages as §3.4 says', () => {
    const pages = [...paginate('/api/x/', 5, [1, 2, 3, 4, 5], (i) => i, 2, urls)].map((p) => JSON.parse(p));
    expect(pages.map((p) => [p.next, p.previous, p.results])).toEqual([
      ['http://h/api/x/?format=api&page=2', null, [1, 2]],
      ['http://h/api/x/?format=api&page=3', 'http://h/api/x/?format=api', [3, 4]],
      [null, 'http://h/api/x/?format=api&page=2', [5]],
    ]);
  });
  it('writes path-mode links as page files', () => {
    const [first] = [...paginate('/api/x/', 3, [1, 2, 3], (i) => i, 2, new Urls('http://h', 'path'))].map((p) => JSON.parse(p));
    expect(first.next).toBe('http://h/api/x/page-2.json?format=api');
  });
  it('pages items one at a time and holds the list to its count', () => {
    const pager = new ListPager('/api/x/', 3, 2, urls);
    expect(pager.add('1')).toBeNull();
    const first = pager.add('2')!;
    expect(first).toMatchObject({ n: 1, last: false });
    expect(first.pieces()).toEqual(['{"count":3,"next":"http://h/api/x/?format=api&page=2","previous":null,"results":[', '1', ',', '2', ']}']);
    expect(pager.add('3')).toBeNull();
    const last = pager.finish()!;
    expect(last).toMatchObject({ n: 2, last: true });
    expect(last.body()).toBe('{"count":3,"next":null,"previous":"http://h/api/x/?format=api","results":[3]}');
    expect(last.pieces()).toEqual(['{"count":3,"next":null,"previous":"http://h/api/x/?format=api","results":[', '3', ']}']);
    const short = new ListPager('/api/x/', 3, 2, urls);
    short.add('1');
    short.add('2');
    expect(() => short.finish()).toThrow(/fewer/);
    const long = new ListPager('/api/x/', 2, 2, urls);
    long.add('1');
    expect(long.add('2')).toMatchObject({ n: 1, last: true });
    expect(() => long.add('3')).toThrow(/more/);
  });

  it('fingerprints pages of lazy items and puts old results under a new envelope', () => {
    const item = (id: number) => new LazyItem(fingerprintOf(String(id)), () => `{"id":${id}}`);
    const plain = new ListPager('/api/x/', 1, 2, urls);
    plain.add('1');
    expect(plain.finish()!.fingerprints()).toBeNull();
    const before = new ListPager('/api/x/', 2, 2, urls);
    before.add(item(1));
    const old = before.add(item(2))!;
    const after = new ListPager('/api/x/', 3, 2, urls);
    after.add(item(1));
    const grown = after.add(item(2))!;
    const [a, b] = [old.fingerprints()!, grown.fingerprints()!];
    expect(a.items).toBe(b.items);
    expect(a.page).not.toBe(b.page);
    expect(sameItems(a.page, b.items)).toBe(true);
    expect(onResultsOf(grown, Buffer.from(old.body())).toString()).toBe(grown.body());
    expect(JSON.parse(grown.body())).toMatchObject({ count: 3, next: 'http://h/api/x/?format=api&page=2', results: [{ id: 1 }, { id: 2 }] });
  });
});
