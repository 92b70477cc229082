import { describe, expect, it } from 'vitest';
import { LazyItem } from './lazy-item.js';

describe('LazyItem', () => {
  it('renders once, however often its JSON is asked for', () => {
    let renders = 0;
    const item = new LazyItem('f', () => `{"n":${++renders}}`);
    expect([item.json(), item.json()]).toEqual(['{"n":1}', '{"n":1}']);
  });
});
