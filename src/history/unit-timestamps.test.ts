import { describe, expect, it } from 'vitest';
import { buildComponentState, setStrings, UnitTimestamps, type ComponentState } from './history-state.js';

function component(): ComponentState {
  const comp = buildComponentState({
    project: 'p',
    component: 'c',
    template: '',
    translations: [{ language: 'en', file: 'en.po', isSource: true }, { language: 'de', file: 'de.po', isSource: false }],
    parse: () => [],
    parser: 'po',
  }, '');
  setStrings(comp, [{ h: '1', s: 'One', m: 'a' }, { h: '2', s: 'Two', m: 'b' }]);
  for (const t of [comp.source!, ...comp.targets]) {
    t.exists = true;
    t.start = { index: 0, time: 1_700_000_000 };
  }
  return comp;
}

describe('UnitTimestamps.inputsOf', () => {
  const keys = ['p/c/en', 'p/c/de', 'p/c/fr'];

  it('names what `of` answers from: a changed start or addition changes it, and equal states give equal inputs', () => {
    const a = new UnitTimestamps();
    const comp = component();
    a.add(comp);
    const before = a.inputsOf(keys);
    const b = new UnitTimestamps();
    b.add(component());
    expect(b.inputsOf(keys)).toBe(before);

    comp.addedAt.set('2', { index: 3, time: 1_700_000_300 });
    expect(a.inputsOf(keys)).not.toBe(before);
    expect(a.of('p/c/de', '2')).not.toBe(b.of('p/c/de', '2'));

    const c = new UnitTimestamps();
    const later = component();
    later.targets[0]!.start = { index: 1, time: 1_700_000_100 };
    c.add(later);
    expect(c.inputsOf(keys)).not.toBe(before);
  });

  it('changes when a string joins the component, whose units the history then knows', () => {
    const a = new UnitTimestamps();
    const comp = component();
    a.add(comp);
    const before = a.inputsOf(keys);
    expect(a.of('p/c/de', '3')).toBeUndefined();
    setStrings(comp, [...comp.strings, { h: '3', s: 'Three', m: 'c' }]);
    expect(a.of('p/c/de', '3')).toBeDefined();
    expect(a.inputsOf(keys)).not.toBe(before);
  });
});
