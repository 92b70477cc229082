import { describe, expect, it } from 'vitest';
import { paginate } from './paginate.js';
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
});
