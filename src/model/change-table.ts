import { createHash } from 'node:crypto';
import type { Change, Translation } from './model-types.js';
import { ChunkedColumn } from '../cache/chunked-column.js';
import { gatheredInOrder, type TextRows } from '../cache/gathered-texts.js';
import { narrowed, type IndexColumn } from '../cache/narrowed-column.js';
import { Numbering } from '../cache/numbering.js';
import { orderByKey53 } from '../cache/order-by-key53.js';
import { allPositions, orderByRank } from '../cache/order-by-rank.js';
import { permuteInPlace } from '../cache/permute-in-place.js';
import { spilledOrInMemory } from '../cache/spill-file.js';
import { SpilledTexts } from '../cache/spilled-texts.js';
import { Utf8Texts, Utf8TextsBuilder } from '../cache/utf8-texts.js';
import { TranslationPositions } from './translation-positions.js';

/**
 * Every change of the site, in columns: typed arrays, each timestamp, translation and user named
 * by its number in a table (in as few bytes as the table needs), and the targets as UTF-8 in one
 * buffer. That is about 30 bytes a change and its target's bytes, where an object each took about
 * 180 (170 MB at a million changes). Ascending timestamp, then id; `at` gives one as a Change
 * object, to render it.
 *
 * Given a folder, the table writes its targets there (SpilledTexts) and reads them back as the
 * output renders the changes in order: they were the largest thing a large build held to its end.
 */
export class ChangeTable implements Iterable<Change> {
  /** Made by ChangeTableRows.table. */
  constructor(
    private readonly ids: Float64Array,
    private readonly actions: Uint8Array,
    private readonly times: IndexColumn,
    private readonly timeValues: readonly string[],
    private readonly translationNumbers: IndexColumn,
    private readonly translations: readonly Translation[],
    /** 0 for a change that names no unit (ids start at 1). */
    private readonly unitIds: Float64Array,
    /** The user's number + 1; 0 for a change without a known user. */
    private readonly userNumbers: IndexColumn,
    private readonly userNames: readonly string[],
    private readonly targets: Pick<Utf8Texts, 'get' | 'digestInto'>,
    /** Per change, the position of the change whose target was the string's before it (−1: none), for `old`. */
    private readonly previous: Int32Array,
    /**
     * What the changes were derived from (the history's lineage and the configuration), when
     * within it a change's id names its timestamp, action, target and translation: the same id
     * under the same derivation is the same change. Null for a table of changes given as they are.
     */
    readonly derivation: string | null = null,
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

  idOf(i: number): number {
    return this.ids[i]!;
  }

  /** The id of the change whose target `oldOf(i)` is, or 0 when there is none. */
  previousIdOf(i: number): number {
    const previous = this.previous[i]!;
    return previous < 0 ? 0 : this.ids[previous]!;
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
    return user === 0 ? null : this.userNames[user - 1]!;
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

  /** How many changes each translation has (those with none left out): one counting pass over a typed column. */
  countsByTranslation(): Map<Translation, number> {
    const counts = new Uint32Array(this.translations.length);
    for (let i = 0; i < this.length; i++) counts[this.translationNumbers[i]!]!++;
    return new Map(this.translations.map((t, k) => [t, counts[k]!]));
  }

  /** The positions of the changes that pass `keep`, grouped by translation, each group ascending (a counting pass). */
  positionsByTranslation(keep: (i: number) => boolean): TranslationPositions {
    const count = this.translations.length;
    const starts = new Uint32Array(count + 1);
    for (let i = 0; i < this.length; i++) if (keep(i)) starts[this.translationNumbers[i]! + 1]!++;
    for (let k = 0; k < count; k++) starts[k + 1]! += starts[k]!;
    const next = starts.slice(0, count);
    const positions = new Uint32Array(starts[count]!);
    for (let i = 0; i < this.length; i++) if (keep(i)) positions[next[this.translationNumbers[i]!]!++] = i;
    return new TranslationPositions(this.translations, starts, positions);
  }

  /**
   * A digest of every change as the output can show it: its columns, its timestamp, translation
   * and user by name, its target (read back once from the spill file) and which one it replaced.
   * Two tables with the same digest render the same changes.
   */
  digest(): string {
    const hash = createHash('sha256');
    // Translations and users are numbered in the order the history met them: each is hashed as its
    // rank among the names instead, so that the digest does not depend on that order.
    const translations = ranksOf(this.translations.map((t) => `${t.component.project.slug}/${t.component.slug}/${t.language.code}`));
    const users = ranksOf(this.userNames);
    hash.update(JSON.stringify([this.length, this.timeValues, translations.sorted, users.sorted]));
    const translationRanks = Uint32Array.from(this.translationNumbers, (k) => translations.ranks[k]!);
    const userRanks = Uint32Array.from(this.userNumbers, (k) => (k === 0 ? 0 : users.ranks[k - 1]! + 1));
    for (const column of [this.ids, this.actions, this.times, translationRanks, this.unitIds, userRanks, this.previous]) hash.update(column);
    this.targets.digestInto(hash);
    return hash.digest('base64url');
  }

  *[Symbol.iterator](): Iterator<Change> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }

  /** The changes given, in any order, as a table in timestamp then id order; its targets in `spillDir` when given, under `derivation` (ChangeTable.derivation) when their ids name them. */
  static of(changes: Iterable<Change>, spillDir: string | null = null, derivation: string | null = null): ChangeTable {
    const targets = new Utf8TextsBuilder();
    const rows = new ChangeTableRows();
    for (const c of changes) {
      targets.add(c.target);
      rows.add(c.id, c.action, c.timestamp, c.translation, c.unitId, c.user);
    }
    return rows.table({ texts: targets, rowOf: (n) => n }, spillDir, derivation);
  }
}

/**
 * A ChangeTable's rows, added one at a time as their fields (a million objects made only to be
 * taken apart were a tenth of the table's making), then made the table, in order (`table`).
 */
export class ChangeTableRows {
  // Typed columns in chunks, each given up as it is taken whole, then put in table order in
  // place: a million rows as arrays of numbers, next to the table being made, were the peak of
  // a rebuild at L, and a second copy of the columns in order that of a cold build.
  private readonly ids = new ChunkedColumn((n) => new Float64Array(n));
  private readonly actions = new ChunkedColumn((n) => new Uint8Array(n));
  private readonly times = new ChunkedColumn((n) => new Uint32Array(n));
  private readonly translations = new ChunkedColumn((n) => new Uint32Array(n));
  private readonly units = new ChunkedColumn((n) => new Float64Array(n));
  private readonly users = new ChunkedColumn((n) => new Uint32Array(n));
  private readonly timeNumbers = new Numbering<string>();
  private readonly translationNumbers = new Numbering<Translation>();
  private readonly userNumbers = new Numbering<string>();

  add(id: number, action: number, timestamp: string, translation: Translation, unitId: number | null, user: string | null): void {
    this.ids.push(id);
    this.actions.push(action);
    this.times.push(this.timeNumbers.of(timestamp));
    this.translations.push(this.translationNumbers.of(translation));
    this.units.push(unitId ?? 0);
    this.users.push(user === null ? 0 : this.userNumbers.of(user) + 1);
  }

  /**
   * The table of the rows added, whose nth row's target is `targets`' nth; its targets in
   * `spillDir` when given. A caller that already holds the targets (the history's) neither copies
   * them first nor decodes them, and they are read in blocks, as stored (gatheredInOrder).
   */
  table(targets: TextRows, spillDir: string | null, derivation: string | null = null): ChangeTable {
    const ids = this.ids.take();
    // Each row's timestamp as its rank among the timestamps: the sort compares numbers, and the
    // table numbers its timestamps by rank.
    const { ranks, sorted: sortedTimes } = ranksOf(this.timeNumbers.values);
    const timeColumn = this.times.take();
    for (let i = 0; i < timeColumn.length; i++) timeColumn[i] = ranks[timeColumn[i]!]!;
    // By timestamp, then id: ordered by id first, the order kept among equal timestamps.
    const order = orderByRank(timeColumn, sortedTimes.length, orderByKey53(ids, allPositions(ids.length)));
    const [actionColumn, translationColumn, unitColumn, userColumn] = [this.actions.take(), this.translations.take(), this.units.take(), this.users.take()];
    permuteInPlace([ids, actionColumn, timeColumn, translationColumn, unitColumn, userColumn], order);
    const n = order.length;
    const targetBytesInOrder = () => gatheredInOrder(targets.texts, n, (i) => targets.rowOf(order[i]!));
    const translations = this.translationNumbers.values;
    const users = this.userNumbers.values;
    return new ChangeTable(
      ids,
      actionColumn,
      narrowed(timeColumn, sortedTimes.length),
      sortedTimes,
      narrowed(translationColumn, translations.length),
      translations,
      unitColumn,
      narrowed(userColumn, users.length + 1),
      users,
      spilledOrInMemory(
        spillDir,
        (dir): Pick<Utf8Texts, 'get' | 'digestInto'> => SpilledTexts.write(dir, n, targetBytesInOrder()),
        () => Utf8Texts.from(n, targetBytesInOrder()),
      ),
      previousTargets(actionColumn, unitColumn),
      derivation,
    );
  }
}

/** Distinct values in ascending order, and each one's rank (its place there) by its number. */
function ranksOf(values: readonly string[]): { ranks: Uint32Array; sorted: string[] } {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rankOf = new Map(sorted.map((value, rank) => [value, rank]));
  return { ranks: Uint32Array.from(values, (value) => rankOf.get(value)!), sorted };
}

/** The actions whose target is the string's translation at that moment (content-format.md §4). */
const TARGET_ACTIONS = new Set([2, 5, 59]);
/** The actions that replace a translation, whose `old` is the one replaced. */
const REPLACING_ACTIONS = new Set([2, 59]);

/**
 * For each change (in table order) that replaces a translation, the position of the one it
 * replaces: the string's change before it that set its target. A unit id names one string in one
 * translation (compatibility.md §5.2), so these are the changes setting targets ordered by unit id,
 * each unit's in table order (orderByKey53: a map from unit to its last change held 45 MB at L).
 */
function previousTargets(actions: Uint8Array, units: Float64Array): Int32Array {
  const previous = new Int32Array(actions.length).fill(-1);
  let setting = 0;
  for (let i = 0; i < actions.length; i++) if (units[i] !== 0 && TARGET_ACTIONS.has(actions[i]!)) setting++;
  const byUnit = new Uint32Array(setting);
  for (let i = 0, k = 0; i < actions.length; i++) if (units[i] !== 0 && TARGET_ACTIONS.has(actions[i]!)) byUnit[k++] = i;
  orderByKey53(units, byUnit);
  for (let k = 1; k < byUnit.length; k++) {
    const i = byUnit[k]!;
    const before = byUnit[k - 1]!;
    if (units[before] === units[i] && REPLACING_ACTIONS.has(actions[i]!)) previous[i] = before;
  }
  return previous;
}
