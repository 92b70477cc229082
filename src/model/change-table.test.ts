import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChangeColumns } from '../history/change-columns.js';
import type { ComponentState } from '../history/history-state.js';
import { ChangeTable } from './change-table.js';
import type { Change, Translation } from './model-types.js';
import { computeId } from './ids.js';
import { RecordedChanges } from './recorded-changes.js';
import { Utf8Texts } from '../cache/utf8-texts.js';
import { gatheredInOrder } from '../cache/gathered-texts.js';

const fr = { language: { code: 'fr' } } as Translation;
const de = { language: { code: 'de' } } as Translation;

describe('Utf8Texts', () => {
  it('gives back every text, empty and multi-byte ones included', () => {
    const texts = ['', 'Ahoj', 'Svět', '', '開く 🚀', 'x\u001ey'];
    const stored = Utf8Texts.from(texts.length, (i) => Buffer.from(texts[i]!));
    expect(texts.map((_, i) => stored.get(i))).toEqual(texts);
  });
});

describe('ChangeTable', () => {
  const changes: Change[] = [
    { id: 9, action: 2, timestamp: '2024-01-02T00:00:00.000000Z', translation: fr, unitId: 7, target: 'Réglages', user: 'alice' },
    { id: 3, action: 0, timestamp: '2024-01-01T00:00:00.000000Z', translation: de, unitId: null, target: '', user: null },
    { id: 5, action: 5, timestamp: '2024-01-02T00:00:00.000000Z', translation: de, unitId: 2 ** 52 + 1, target: 'Öffnen', user: 'bob' },
  ];

  it('orders by timestamp, then id, and gives each change back whole', () => {
    const table = ChangeTable.of(changes);
    expect([...table]).toEqual([changes[1], changes[2], changes[0]]);
    expect(table.length).toBe(3);
    expect([table.actionOf(2), table.timestampOf(2), table.translationOf(2)]).toEqual([2, changes[0]!.timestamp, fr]);
  });

  it('orders many changes with shared timestamps and ids of every size by timestamp, then id', () => {
    let seed = 5;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const ids = new Set<number>([1, 2 ** 53 - 1, 2 ** 14, 2 ** 28 + 1]);
    while (ids.size < 5000) ids.add(1 + Math.floor(random() * (2 ** 53 - 2)));
    const many: Change[] = [...ids].map((id) => {
      const day = 1 + Math.floor(random() * 28);
      return { id, action: 2, timestamp: `2024-02-${String(day).padStart(2, '0')}T00:00:00.000000Z`, translation: fr, unitId: null, target: '', user: null };
    });
    const expected = [...many].sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : a.id - b.id));
    expect([...ChangeTable.of(many)].map((c) => c.id)).toEqual(expected.map((c) => c.id));
  });

  it('gives a replaced translation as `old`: the target of the string\'s previous change in its translation', () => {
    const at = (id: number, action: number, day: number, unitId: number | null, target: string, translation = fr): Change =>
      ({ id, action, timestamp: `2024-01-0${day}T00:00:00.000000Z`, translation, unitId, target, user: null });
    const table = ChangeTable.of([
      at(4, 2, 3, 7, 'Paramètres'),
      at(1, 5, 1, 7, 'Réglages'),
      at(2, 0, 2, null, ''),
      at(3, 5, 2, 8, 'Ouvrir'),
      at(6, 59, 4, 7, 'Paramètres'),
      at(5, 2, 3, 9, 'Fermer'),
    ]);
    expect([...table].map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([0, 1, 2, 3, 4, 5].map((i) => table.oldOf(i))).toEqual(['', '', '', 'Réglages', '', 'Paramètres']);
    expect(table.unitIdOf(1)).toBeNull();
    expect(table.unitIdOf(3)).toBe(7);
  });

  it('gives `old` as a map from each string to its last target would, over many strings and actions', () => {
    let seed = 11;
    const random = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n;
    const unitPool = [1, 2 ** 14, 2 ** 14 + 1, 2 ** 40 + 3, 2 ** 53 - 1, ...Array.from({ length: 40 }, (_, i) => 1 + i * 104_729 * 2 ** 20)];
    const many = Array.from({ length: 3000 }, (_, i): Change => {
      const action = [0, 2, 5, 30, 31, 44, 59][random(7)]!;
      const unitId = action === 0 || action === 44 ? null : unitPool[random(unitPool.length)]!;
      return { id: i + 1, action, timestamp: `2024-01-${String(1 + random(28)).padStart(2, '0')}T00:00:00.000000Z`, translation: fr, unitId, target: `t${i}`, user: null };
    });
    const table = ChangeTable.of(many);
    const last = new Map<number, string>();
    const expected = [...table].map((c) => {
      if (c.unitId === null || ![2, 5, 59].includes(c.action)) return '';
      const old = [2, 59].includes(c.action) ? last.get(c.unitId) ?? '' : '';
      last.set(c.unitId, c.target);
      return old;
    });
    expect(expected.filter((o) => o !== '').length).toBeGreaterThan(500);
    expect(Array.from({ length: table.length }, (_, i) => table.oldOf(i))).toEqual(expected);
  });

  it('gives the same changes, `old` and users with its targets written to a folder, and leaves no file there', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'change-table-'));
    try {
      const many = Array.from({ length: 5000 }, (_, i): Change => ({
        id: i + 1, action: i % 3 === 0 ? 5 : 2, timestamp: `2024-01-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00.000000Z`,
        translation: i % 2 ? fr : de, unitId: 1 + (i % 400), target: `${'é'.repeat(i % 90)} ${i}`, user: i % 5 ? 'alice' : null,
      }));
      const inMemory = ChangeTable.of(many);
      const spilled = ChangeTable.of(many, dir);
      expect(fs.readdirSync(dir)).toEqual([]);
      expect([...spilled]).toEqual([...inMemory]);
      const each = (table: ChangeTable) => Array.from({ length: table.length }, (_, i) => [table.oldOf(i), table.userOf(i)]);
      expect(each(spilled)).toEqual(each(inMemory));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('holds an empty list', () => {
    expect([...ChangeTable.of([])]).toEqual([]);
    expect([...ChangeTable.of([]).positionsByTranslation(() => true).entries()]).toEqual([]);
  });

  it('groups the positions that pass a test by translation, each group ascending', () => {
    const it = { language: { code: 'it' } } as Translation;
    const many = Array.from({ length: 40 }, (_, n): Change => ({
      id: n + 1, action: n % 3, timestamp: `2024-01-01T00:00:${String(59 - n).padStart(2, '0')}.000000Z`,
      translation: [fr, de, fr, fr][n % 4]!, unitId: n % 5 === 0 ? null : n + 1, target: '', user: null,
    }));
    const table = ChangeTable.of(many);
    const named = table.positionsByTranslation((i) => table.unitIdOf(i) !== null);
    const expected = (t: Translation) => Array.from({ length: table.length }, (_, i) => i).filter((i) => table.translationOf(i) === t && table.unitIdOf(i) !== null);
    expect([...named.of(fr)]).toEqual(expected(fr));
    expect([...named.of(de)]).toEqual(expected(de));
    expect([...named.of(it)]).toEqual([]);
    expect(new Map([...named.entries()].map(([t, positions]) => [t, [...positions]]))).toEqual(new Map([[fr, expected(fr)], [de, expected(de)]]));
    // A translation none of whose changes pass is not among the entries.
    const none = table.positionsByTranslation((i) => table.translationOf(i) === fr);
    expect([...none.entries()].map(([t]) => t)).toEqual([fr]);
  });

  it('has one digest for equal changes, in memory or written to a folder, and another when any field differs', () => {
    const named = (code: string) => ({ component: { slug: 'app', project: { slug: 'weather' } }, language: { code } }) as Translation;
    const [frNamed, deNamed] = [named('fr'), named('de')];
    const many = Array.from({ length: 3000 }, (_, i): Change => ({
      id: i + 1, action: i % 3 === 0 ? 5 : 2, timestamp: `2024-01-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00.000000Z`,
      translation: i % 2 ? frNamed : deNamed, unitId: 1 + (i % 400), target: `${'é'.repeat(i % 90)} ${i}`, user: i % 5 ? 'alice' : null,
    }));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'change-table-'));
    try {
      const digest = ChangeTable.of(many).digest();
      expect(ChangeTable.of([...many].reverse()).digest()).toBe(digest);
      expect(ChangeTable.of(many, dir).digest()).toBe(digest);
      const changed: Partial<Change>[] = [
        { target: 'autre' }, { target: '' }, { user: 'bob' }, { user: null }, { unitId: null }, { action: 59 },
        { timestamp: '2024-03-01T00:00:00.000000Z' }, { translation: named('pl') }, { id: 99_999 },
      ];
      for (const change of changed) {
        const edited = many.map((c, i) => (i === 1234 ? { ...c, ...change } : c));
        expect(ChangeTable.of(edited, dir).digest(), JSON.stringify(change)).not.toBe(digest);
      }
      // The same bytes cut into other targets.
      const recut = many.map((c, i) => (i === 10 ? { ...c, target: `${c.target}${many[11]!.target}` } : i === 11 ? { ...c, target: '' } : c));
      expect(ChangeTable.of(recut).digest()).not.toBe(digest);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('counts the changes of each translation that has any', () => {
    const many = Array.from({ length: 300 }, (_, n): Change => ({
      id: n + 1, action: 2, timestamp: '2024-01-01T00:00:00.000000Z', translation: [fr, de, fr][n % 3]!, unitId: null, target: '', user: null,
    }));
    expect(ChangeTable.of(many).countsByTranslation()).toEqual(new Map([[fr, 200], [de, 100]]));
    expect(ChangeTable.of([]).countsByTranslation()).toEqual(new Map());
  });
});

describe('RecordedChanges', () => {
  it('gives each record once, in order, with its change id, and its target after', () => {
    const history = new ChangeColumns();
    const push = (time: number, idHash: bigint | null, target: string, authorEmail: string) =>
      history.push({ commit: 'a'.repeat(40), time, comp: 0, language: 'fr', idHash: idHash?.toString() ?? null, action: idHash === null ? 0 : 2, target, authorEmail });
    push(1_704_067_201, 2n ** 63n - 1n, '開く', 'alice@example.org');
    push(1_704_067_200, -(2n ** 63n), 'Réglages', 'alice@example.org');
    push(1_704_067_200, null, '', 'nobody@example.org');
    const app = { def: { project: 'demo', component: 'app' }, stringSet: new Map() } as unknown as ComponentState;
    const taken = RecordedChanges.take(history.ordered([app], (email) => (email === 'alice@example.org' ? 'alice' : null)));
    const drained: object[] = [];
    taken.drain((id, action, timestamp, translationKey, idHash, user) => drained.push({ id, action, timestamp, translationKey, idHash, user }));
    const [first, ...rest] = drained as { id: number }[];
    expect([first, ...rest]).toEqual([
      { id: expect.any(Number), action: 2, timestamp: '2024-01-01T00:00:00.000000Z', translationKey: 'demo/app/fr', idHash: -(2n ** 63n), user: 'alice' },
      { id: expect.any(Number), action: 0, timestamp: '2024-01-01T00:00:00.000000Z', translationKey: 'demo/app/fr', idHash: null, user: null },
      { id: expect.any(Number), action: 2, timestamp: '2024-01-01T00:00:01.000000Z', translationKey: 'demo/app/fr', idHash: 2n ** 63n - 1n, user: 'alice' },
    ]);
    const { texts, rowOf } = taken.targetRows((n) => 2 - n);
    const bytesOf = gatheredInOrder(texts, 3, rowOf);
    expect([0, 1, 2].map((i) => Buffer.from(bytesOf(i)).toString('utf8'))).toEqual(['開く', '', 'Réglages']);
    expect(first!.id).not.toBe(rest[1]!.id);
    // §5.2: the id of the commit, the translation, the string and the action.
    expect(first!.id).toBe(computeId('change', ['a'.repeat(40), 'demo', 'app', 'fr', String(-(2n ** 63n)), '2']));
    expect(() => taken.drain(() => {})).toThrow(/drained already/);
  });
});
