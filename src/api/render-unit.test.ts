import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stringifyJson } from '../emit/json.js';
import type { Change, Translation, Unit } from '../model/model-types.js';
import { fingerprintOf } from './lazy-item.js';
import { changeItems, changeViews, renderChange, renderUnit, unitItemsOf, unitViewsOf } from './render-unit.js';
import { Urls } from './urls.js';

const urls = new Urls('https://example.org');
const translation = (code: string) =>
  ({ component: { slug: 'c', project: { slug: 'p' } }, language: { code } }) as unknown as Translation;

const unit: Unit = {
  id: 7, idHash: 123n, contentHash: 123n, position: 1, source: ['One', 'Many'], target: ['Eins', 'Viele'], state: 20, previousSource: '',
  location: 'a.c:1', context: 'ctx', note: 'note', flags: 'c-format', explanation: '', priority: 100, numWords: 2, chars: 7,
  timestamp: '2026-01-01T00:00:00Z', failingChecks: [], line: 3,
};
const sourceUnit = { ...unit, id: 1 };

/** What a build names a rendered unit or change by: the digest of its view. */
const unitFingerprinter = (t: Translation) => (u: Unit, s: Unit) => unitItemsOf(t, urls)(u, s).fingerprint;
const changeFingerprinter = () => (c: Change) => changeItems(urls)(c).fingerprint;
const renderedUnit = (u: Unit, t: Translation, s: Unit) => stringifyJson(renderUnit(unitViewsOf(t)(u, s), urls));
const renderedChange = (c: Change) => stringifyJson(renderChange(changeViews()(c), urls));

/** Every plain field changed in turn (objects are varied by hand): a change that shows in the output must change the fingerprint. */
function variantsOf<T extends object>(value: T): [string, T][] {
  return Object.entries(value).flatMap(([key, v]): [string, T][] => {
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return [];
    const changed = typeof v === 'string' ? `${v}x` : typeof v === 'number' ? v + 1 : typeof v === 'bigint' ? v + 1n
      : Array.isArray(v) ? (v.length > 0 ? [] : [{ check: 'same', message: 'm' }]) : 'x';
    return [[key, { ...value, [key]: changed }]];
  });
}

describe('fingerprints of rendered items', () => {
  it('change whenever a unit renders differently', () => {
    const t = translation('de');
    const base = renderedUnit(unit, t, sourceUnit);
    for (const [key, variant] of variantsOf(unit)) {
      const rendered = renderedUnit(variant, t, sourceUnit);
      if (rendered !== base) expect(unitFingerprinter(t)(variant, sourceUnit), key).not.toBe(unitFingerprinter(t)(unit, sourceUnit));
    }
    expect(unitFingerprinter(translation('fr'))(unit, sourceUnit)).not.toBe(unitFingerprinter(t)(unit, sourceUnit));
    expect(unitFingerprinter(t)(unit, { ...sourceUnit, id: 2 })).not.toBe(unitFingerprinter(t)(unit, sourceUnit));
    // Fields the unit's JSON does not show leave it alone.
    expect(unitFingerprinter(t)({ ...unit, line: 9, chars: 1 }, sourceUnit)).toBe(unitFingerprinter(t)(unit, sourceUnit));
    // A unit is named by its JSON, with the base URL in it.
    const item = unitItemsOf(t, urls)(unit, sourceUnit);
    expect(item.fingerprint).toBe(fingerprintOf(item.json()));
    // …and the sha256 of the file written from it, which is not hashed again (UTF-8 beyond ASCII too).
    for (const named of [item, unitItemsOf(t, urls)({ ...unit, target: ['Ünïcödé €', '日本 😀'] }, sourceUnit)]) {
      expect(named.sha256).toBe(createHash('sha256').update(Buffer.from(named.json(), 'utf8')).digest('hex'));
    }
    expect(unitItemsOf(t, new Urls('https://other.example'))(unit, sourceUnit).fingerprint).not.toBe(item.fingerprint);
  });

  it('change whenever a change renders differently', () => {
    const change: Change = { id: 3, action: 2, timestamp: '2026-01-01T00:00:00Z', translation: translation('de'), unitId: unit.id, target: 'Eins', user: 'ann' };
    const base = renderedChange(change);
    for (const [key, variant] of variantsOf(change)) {
      const rendered = renderedChange(variant);
      if (rendered !== base) expect(changeFingerprinter()(variant), key).not.toBe(changeFingerprinter()(change));
    }
    expect(changeFingerprinter()({ ...change, translation: translation('fr') })).not.toBe(changeFingerprinter()(change));
    expect(changeFingerprinter()({ ...change, unitId: null })).not.toBe(changeFingerprinter()(change));
    expect(changeFingerprinter()({ ...change, user: null })).not.toBe(changeFingerprinter()(change));
  });
});

describe('items of units and changes', () => {
  it('render what their views render', () => {
    const t = translation('de');
    expect(unitItemsOf(t, urls)(unit, sourceUnit, '2026-02-03T04:05:06.000000Z').json())
      .toBe(stringifyJson(renderUnit(unitViewsOf(t)(unit, sourceUnit, '2026-02-03T04:05:06.000000Z'), urls)));
    const change: Change = { id: 3, action: 2, timestamp: '2026-01-01T00:00:00Z', translation: t, unitId: unit.id, target: 'Zwei', user: null };
    expect(changeItems(urls)(change, 'Eins').json()).toBe(stringifyJson(renderChange(changeViews()(change, 'Eins'), urls)));
  });
});

describe('Weblate 5 fields of units and changes (additive)', () => {
  it('gives a unit its language code after `translation` and `last_updated` after `timestamp`', () => {
    const t = translation('pt_BR');
    const rendered = renderUnit(unitViewsOf(t)(unit, sourceUnit, '2026-02-03T04:05:06.000000Z'), urls);
    const keys = Object.keys(rendered);
    expect(keys.slice(0, 3)).toEqual(['translation', 'language_code', 'source']);
    expect(keys.slice(-2)).toEqual(['timestamp', 'last_updated']);
    expect([rendered.language_code, rendered.last_updated]).toEqual(['pt_BR', '2026-02-03T04:05:06.000000Z']);
    // Without a later change, the unit was last updated when it was created.
    expect(renderUnit(unitViewsOf(t)(unit, sourceUnit), urls).last_updated).toBe(unit.timestamp);
    expect(renderUnit(unitViewsOf(t)(unit, sourceUnit, '2025-01-01T00:00:00Z'), urls).last_updated).toBe(unit.timestamp);
    expect(unitItemsOf(t, urls)(unit, sourceUnit, '2026-02-03T04:05:06.000000Z').fingerprint)
      .not.toBe(unitItemsOf(t, urls)(unit, sourceUnit).fingerprint);
  });

  it('gives a change its `old` target and `details` after `target`', () => {
    const change: Change = { id: 3, action: 2, timestamp: '2026-01-01T00:00:00Z', translation: translation('de'), unitId: unit.id, target: 'Zwei', user: 'ann' };
    const rendered = renderChange(changeViews()(change, 'Eins'), urls);
    const keys = Object.keys(rendered);
    expect(keys.slice(keys.indexOf('target'), keys.indexOf('target') + 4)).toEqual(['target', 'old', 'details', 'id']);
    expect([rendered.old, rendered.details]).toEqual(['Eins', {}]);
    expect(renderChange(changeViews()(change), urls).old).toBe('');
    expect(changeItems(urls)(change, 'Eins').fingerprint)
      .not.toBe(changeItems(urls)(change).fingerprint);
  });

  it('render by the native serializer exactly what stringifyJson renders, whatever the texts hold', () => {
    const t = translation('de');
    const texts = ['"quoted" \\ back', 'tab\tnew\nline\u0001\u001f\u007f', 'Grüße 世界 🌍', 'lone \ud800 surrogate \udfff', '</script>', ''];
    for (const [i, text] of texts.entries()) {
      const odd: Unit = { ...unit, idHash: -(2n ** 63n) + BigInt(i), contentHash: 2n ** 64n - 1n - BigInt(i), source: [text], target: [text, text], context: text, note: text, location: text, explanation: text, flags: text };
      expect(unitItemsOf(t, urls)(odd, sourceUnit).json()).toBe(stringifyJson(renderUnit(unitViewsOf(t)(odd, sourceUnit), urls)));
      const change: Change = { id: 3 + i, action: 2, timestamp: '2026-01-01T00:00:00Z', translation: t, unitId: i === 0 ? null : unit.id, target: text, user: i % 2 === 0 ? null : 'ann' };
      expect(changeItems(urls)(change, text).json()).toBe(stringifyJson(renderChange(changeViews()(change, text), urls)));
    }
  });
});
