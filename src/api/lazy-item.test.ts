import { describe, expect, it } from 'vitest';
import { LazyItem } from './lazy-item.js';

describe('LazyItem', () => {
  it('renders once, however often its JSON is asked for', () => {
    let renders = 0;
    const item = new LazyItem('f', () => `{"n":${++renders}}`);
    expect([item.json(), item.json()]).toEqual(['{"n":1}', '{"n":1}']);
  });

  it('gives an unrendered copy that keeps the fingerprint and renders for itself, not holding the JSON the original holds', () => {
    let renders = 0;
    const item = new LazyItem('f', () => `{"n":${++renders}}`);
    item.json();
    const copy = item.unrendered();
    expect(copy.fingerprint).toBe('f');
    expect(renders).toBe(1);
    expect(copy.json()).toBe('{"n":2}');
    expect(item.json()).toBe('{"n":1}');
  });
});
