import { grownColumn, type TypedColumn } from '../cache/grown-column.js';
import { Numbering } from '../cache/numbering.js';
import { allPositions, orderByRank, ranksOfNumbers } from '../cache/order-by-rank.js';
import type { TextRows } from '../cache/gathered-texts.js';
import { Utf8TextsBuilder } from '../cache/utf8-texts.js';
import type { ChangeAction, ChangeRecord } from './change-record.js';
import { formatGitTime } from './format-git-time.js';
import type { ComponentState } from './history-state.js';

/** One change as recorded, before users are looked up and the existence of its unit is known. */
export interface PendingRow {
  commit: string;
  time: number;
  /** Index of the component in the history's components. */
  comp: number;
  language: string;
  /** Signed decimal id_hash, or null. */
  idHash: string | null;
  action: ChangeAction;
  target: string;
  authorEmail: string;
}

/** What a checkpoint keeps of a ChangeColumns besides the bytes of its columns (`stored`). */
export interface StoredColumnsHead {
  rows: number;
  commits: string[];
  languages: string[];
  emails: string[];
}

/**
 * The changes the history has recorded, in the order they were recorded, in columns: typed arrays,
 * commits, languages and e-mails by number, targets as UTF-8 (Utf8TextsBuilder). A rebuild reads every
 * change of the history back from its checkpoint (a million at L): held as row objects they were
 * the largest thing in memory while the history was read; here a change costs about 30 bytes and
 * its target's.
 */
export class ChangeColumns {
  private times = new Float64Array(1024);
  private commits = new Uint32Array(1024);
  private comps = new Uint32Array(1024);
  private languages = new Uint32Array(1024);
  private emails = new Uint32Array(1024);
  private actions = new Uint8Array(1024);
  private idHashes = new BigInt64Array(1024);
  /** 0 for a change that names no string. */
  private hasIdHash = new Uint8Array(1024);
  private targets: Utf8TextsBuilder;
  private readonly commitNames = new Numbering<string>();
  private readonly languageNames = new Numbering<string>();
  private readonly emailNames = new Numbering<string>();

  /** `spillDir`: where the targets go as they pile up (Utf8TextsBuilder), or null to hold them. */
  constructor(spillDir: string | null = null) {
    this.targets = new Utf8TextsBuilder(spillDir);
  }

  /**
   * The columns as a checkpoint keeps them: the names (JSON, in `head`), then each column's bytes
   * as they are in memory, so that a rebuild reads its million rows back without parsing a row.
   */
  stored(): { head: StoredColumnsHead; parts: Iterable<Uint8Array>; byteLength: number } {
    const n = this.length;
    const head = { rows: n, commits: this.commitNames.values, languages: this.languageNames.values, emails: this.emailNames.values };
    const columns = [this.times, this.idHashes, this.commits, this.comps, this.languages, this.emails, this.actions, this.hasIdHash]
      .map((c) => new Uint8Array(c.buffer, c.byteOffset, n * c.BYTES_PER_ELEMENT));
    const targets = this.targets;
    return {
      head,
      // The targets' parts one at a time: spilled ones are read back as they are written out.
      parts: (function* () {
        yield* columns;
        yield* targets.storedParts();
      })(),
      byteLength: columns.reduce((sum, c) => sum + c.length, 0) + targets.storedLength(),
    };
  }

  /** The columns `stored` gave: `read(into)` fills `into` with the next bytes of its parts. */
  static fromStored(head: StoredColumnsHead, read: (into: Uint8Array) => void, spillDir: string | null = null): ChangeColumns {
    const columns = new ChangeColumns();
    const n = head.rows;
    const column = <T extends TypedColumn>(make: (length: number) => T): T => {
      const values = make(Math.max(n, 1024));
      read(new Uint8Array(values.buffer, 0, n * values.BYTES_PER_ELEMENT));
      return values;
    };
    columns.times = column((k) => new Float64Array(k));
    columns.idHashes = column((k) => new BigInt64Array(k));
    columns.commits = column((k) => new Uint32Array(k));
    columns.comps = column((k) => new Uint32Array(k));
    columns.languages = column((k) => new Uint32Array(k));
    columns.emails = column((k) => new Uint32Array(k));
    columns.actions = column((k) => new Uint8Array(k));
    columns.hasIdHash = column((k) => new Uint8Array(k));
    columns.targets = Utf8TextsBuilder.fromStored(n, read, spillDir);
    for (const c of head.commits) columns.commitNames.of(c);
    for (const l of head.languages) columns.languageNames.of(l);
    for (const e of head.emails) columns.emailNames.of(e);
    return columns;
  }

  get length(): number {
    return this.targets.length;
  }

  push(row: PendingRow): void {
    const i = this.length;
    if (i === this.times.length) this.grow();
    this.times[i] = row.time;
    this.commits[i] = this.commitNames.of(row.commit);
    this.comps[i] = row.comp;
    this.languages[i] = this.languageNames.of(row.language);
    this.emails[i] = this.emailNames.of(row.authorEmail);
    this.actions[i] = row.action;
    this.idHashes[i] = row.idHash === null ? 0n : BigInt(row.idHash);
    this.hasIdHash[i] = row.idHash === null ? 0 : 1;
    this.targets.add(row.target);
  }

  /** The `i`th change recorded, as a row (made when asked). */
  row(i: number): PendingRow {
    return {
      commit: this.commitNames.values[this.commits[i]!]!,
      time: this.times[i]!,
      comp: this.comps[i]!,
      language: this.languageNames.values[this.languages[i]!]!,
      idHash: this.hasIdHash[i] === 1 ? this.idHashes[i]!.toString() : null,
      action: this.actions[i]! as ChangeAction,
      target: this.targets.get(i),
      authorEmail: this.emailNames.values[this.emails[i]!]!,
    };
  }

  /**
   * The changes as the history gives them: ascending time, ties in the order recorded, with their
   * component's names, whether their string still exists, and their user looked up once per e-mail.
   */
  ordered(states: readonly ComponentState[], userForEmail: (email: string) => string | null): HistoryChanges {
    const { ranks, rankCount } = ranksOfNumbers(this.times.subarray(0, this.length));
    const fields: ChangeFields = {
      order: orderByRank(ranks, rankCount, allPositions(this.length)),
      times: this.times,
      commits: this.commits,
      commitNames: this.commitNames.values,
      comps: this.comps,
      components: states,
      languages: this.languages,
      languageNames: this.languageNames.values,
      emails: this.emails,
      userOfEmail: this.emailNames.values.map(userForEmail),
      actions: this.actions,
      idHashes: this.idHashes,
      hasIdHash: this.hasIdHash,
    };
    return new HistoryChanges(fields, this.targets);
  }

  private grow(): void {
    const size = this.times.length * 2;
    this.times = grownColumn(this.times, size);
    this.commits = grownColumn(this.commits, size);
    this.comps = grownColumn(this.comps, size);
    this.languages = grownColumn(this.languages, size);
    this.emails = grownColumn(this.emails, size);
    this.actions = grownColumn(this.actions, size);
    this.idHashes = grownColumn(this.idHashes, size);
    this.hasIdHash = grownColumn(this.hasIdHash, size);
  }
}

/**
 * The history's changes as numbers: change i in the history's order is row `order[i]` of the
 * columns, and each number names a value in its table. What the model takes them as
 * (RecordedChanges.take), without a record object per change.
 */
export interface ChangeFields {
  readonly order: Uint32Array;
  /** Whole seconds since the epoch. */
  readonly times: Float64Array;
  readonly commits: Uint32Array;
  readonly commitNames: readonly string[];
  /** Index in `components`. */
  readonly comps: Uint32Array;
  readonly components: readonly Pick<ComponentState, 'def' | 'stringSet'>[];
  readonly languages: Uint32Array;
  readonly languageNames: readonly string[];
  /** The user, by the number of the e-mail: null when none is known for it. */
  readonly emails: Uint32Array;
  readonly userOfEmail: readonly (string | null)[];
  readonly actions: Uint8Array;
  /** With `hasIdHash` 0, the change names no string. */
  readonly idHashes: BigInt64Array;
  readonly hasIdHash: Uint8Array;
}

/** The history's changes in their order (ascending time, then as recorded): as columns, or each made as a record when asked. */
export class HistoryChanges implements Iterable<ChangeRecord> {
  constructor(
    readonly fields: ChangeFields,
    /**
     * The targets by row. Not read through `fields`: holding the targets alone (`targetRows`)
     * does not hold every column of the history.
     */
    private readonly targetTexts: Pick<Utf8TextsBuilder, 'get' | 'byteLengthOf' | 'visitBytes'>,
  ) {}

  private static none: HistoryChanges | null = null;

  /** No changes (made when first asked: the class is not defined yet while its fields are). */
  static get NONE(): HistoryChanges {
    return (HistoryChanges.none ??= new ChangeColumns().ordered([], () => null));
  }

  get length(): number {
    return this.fields.order.length;
  }

  at(i: number): ChangeRecord {
    const f = this.fields;
    const row = f.order[i]!;
    const comp = f.components[f.comps[row]!]!;
    const idHash = f.hasIdHash[row] === 1 ? f.idHashes[row]! : null;
    return {
      commit: f.commitNames[f.commits[row]!]!,
      timestamp: formatGitTime(f.times[row]!),
      project: comp.def.project,
      component: comp.def.component,
      language: f.languageNames[f.languages[row]!]!,
      idHash,
      unitExists: idHash !== null && comp.stringSet.has(idHash.toString()),
      action: f.actions[row]! as ChangeAction,
      target: this.targetTexts.get(row),
      user: f.userOfEmail[f.emails[row]!]!,
    };
  }

  /** Where the targets are, by position, to be read many at a time: holding them does not hold the rest of the history's columns. */
  targetRows(): TextRows {
    const { fields: { order }, targetTexts } = this;
    return { texts: targetTexts, rowOf: (i) => order[i]! };
  }

  *[Symbol.iterator](): Generator<ChangeRecord> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }
}
