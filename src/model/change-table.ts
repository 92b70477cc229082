import type { Change, Translation } from './model-types.js';
import { Numbering } from '../cache/numbering.js';
import { SpilledTexts } from '../cache/spilled-texts.js';
import { Utf8Texts, Utf8TextsBuilder } from '../cache/utf8-texts.js';

/**
 * Every change of the site, in columns: typed arrays, each timestamp, translation and user named
 * by its number in a table, and the targets as UTF-8 in one buffer. That is about 35 bytes a
 * change and its target's bytes, where an object each took about 180 (170 MB at a million
 * changes). Ascending timestamp, then id; `at` gives one as a Change object, to render it.
 *
 * Given a folder, the table writes its targets there (SpilledTexts) and reads them back as the
 * output renders the changes in order: they were the largest thing a large build held to its end.
 */
export class ChangeTable implements Iterable<Change> {
  private constructor(
    private readonly ids: Float64Array,
    private readonly actions: Uint8Array,
    private readonly times: Uint32Array,
    private readonly timeValues: readonly string[],
    private readonly translationNumbers: Uint32Array,
    private readonly translations: readonly Translation[],
    /** 0 for a change that names no unit (ids start at 1). */
    private readonly unitIds: Float64Array,
    /** −1 for a change without a known user. */
    private readonly userNumbers: Int32Array,
    private readonly userNames: readonly string[],
    private readonly targets: Pick<Utf8Texts, 'get'>,
    /** Per change, the position of the change whose target was the string's before it (−1: none), for `old`. */
    private readonly previous: Int32Array,
  ) {}

  get length(): number {
    return this.ids.length;
  }

  at(i: number): Change {
    const unitId = this.unitIds[i]!;
    return {
      id: this.ids[i]!,
      action: this.actions[i]!,
      timestamp: this.timestampOf(i),
      translation: this.translationOf(i),
      unitId: unitId === 0 ? null : unitId,
      target: this.targets.get(i),
      user: this.userOf(i),
    };
  }

  actionOf(i: number): number {
    return this.actions[i]!;
  }

  timestampOf(i: number): string {
    return this.timeValues[this.times[i]!]!;
  }

  translationOf(i: number): Translation {
    return this.translations[this.translationNumbers[i]!]!;
  }

  /** The user's name, or null (without reading the change's target). */
  userOf(i: number): string | null {
    const user = this.userNumbers[i]!;
    return user < 0 ? null : this.userNames[user]!;
  }

  /** The unit the change names, or null. */
  unitIdOf(i: number): number | null {
    const unitId = this.unitIds[i]!;
    return unitId === 0 ? null : unitId;
  }

  /**
   * Weblate 5's `old`: the target the string had before a change of it (actions 2 and 59), that
   * is the target of the string's previous change in the same translation; '' for the others.
   */
  oldOf(i: number): string {
    const previous = this.previous[i]!;
    return previous < 0 ? '' : this.targets.get(previous);
  }

  *[Symbol.iterator](): Iterator<Change> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }

  /** The changes given, in any order, as a table in timestamp then id order; its targets in `spillDir` when given. */
  static of(changes: Iterable<Change>, spillDir: string | null = null): ChangeTable {
    const rows = { ids: [] as number[], actions: [] as number[], times: [] as number[], translations: [] as number[], units: [] as number[], users: [] as number[] };
    // As UTF-8 as they come, not a million strings, and copied into table order at the end.
    const targets = new Utf8TextsBuilder();
    const times = new Numbering<string>();
    const translations = new Numbering<Translation>();
    const users = new Numbering<string>();
    for (const c of changes) {
      rows.ids.push(c.id);
      rows.actions.push(c.action);
      rows.times.push(times.of(c.timestamp));
      rows.translations.push(translations.of(c.translation));
      rows.units.push(c.unitId ?? 0);
      rows.users.push(c.user === null ? -1 : users.of(c.user));
      targets.add(c.target);
    }
    const timeValues = times.values;
    const order = Uint32Array.from(rows.ids.keys()).sort((a, b) => {
      const ta = timeValues[rows.times[a]!]!;
      const tb = timeValues[rows.times[b]!]!;
      return ta < tb ? -1 : ta > tb ? 1 : rows.ids[a]! - rows.ids[b]!;
    });
    const pick = <T extends Float64Array | Uint8Array | Uint32Array | Int32Array>(column: number[], into: T): T => {
      order.forEach((from, to) => (into[to] = column[from]!));
      return into;
    };
    const n = order.length;
    const unitColumn = pick(rows.units, new Float64Array(n));
    const actionColumn = pick(rows.actions, new Uint8Array(n));
    return new ChangeTable(
      pick(rows.ids, new Float64Array(n)),
      actionColumn,
      pick(rows.times, new Uint32Array(n)),
      timeValues,
      pick(rows.translations, new Uint32Array(n)),
      translations.values,
      unitColumn,
      pick(rows.users, new Int32Array(n)),
      users.values,
      textsOf(n, (i) => targets.get(order[i]!), spillDir),
      previousTargets(actionColumn, unitColumn),
    );
  }
}

/** The texts in `dir` when given and writable there, else in memory. */
function textsOf(count: number, textOf: (i: number) => string, dir: string | null): Pick<Utf8Texts, 'get'> {
  if (dir !== null) {
    try {
      return SpilledTexts.write(dir, count, textOf);
    } catch (error) {
      // A cache folder that cannot take the file only costs memory.
      if (!(error instanceof Error && 'code' in error)) throw error;
    }
  }
  return Utf8Texts.from(count, textOf);
}

/** The actions whose target is the string's translation at that moment (content-format.md §4). */
const TARGET_ACTIONS = new Set([2, 5, 59]);
/** The actions that replace a translation, whose `old` is the one replaced. */
const REPLACING_ACTIONS = new Set([2, 59]);

/** For each change (in table order) that replaces a translation, the position of the one it replaces. */
function previousTargets(actions: Uint8Array, units: Float64Array): Int32Array {
  const previous = new Int32Array(actions.length).fill(-1);
  // A unit id names one string in one translation (compatibility.md §5.2).
  const last = new Map<number, number>();
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!;
    const unit = units[i]!;
    if (unit === 0 || !TARGET_ACTIONS.has(action)) continue;
    if (REPLACING_ACTIONS.has(action)) previous[i] = last.get(unit) ?? -1;
    last.set(unit, i);
  }
  return previous;
}
