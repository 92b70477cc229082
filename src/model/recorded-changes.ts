import type { TextRows } from '../cache/gathered-texts.js';
import type { HistoryChanges } from '../history/change-columns.js';
import { computeId } from './ids.js';
import { Numbering } from '../cache/numbering.js';
import { formatGitTime } from '../history/format-git-time.js';

/**
 * The history's change records in columns, taken as soon as the history is read: the components
 * are built while they wait for their translations (buildChanges), and a million records held as
 * objects were the largest thing in memory then (about 190 bytes each; here about 40 and the
 * target's bytes). The change id (§5.2) is computed here, so commit ids are not kept. The
 * targets stay where the history holds them (HistoryChanges.targetRows): they are not copied.
 */
export class RecordedChanges {
  private constructor(
    readonly length: number,
    /** Null once drained. */
    private columns: RecordedColumns | null,
    private readonly targets: TextRows,
  ) {}

  /**
   * The history's changes, in their order, read from its columns: no record object, formatted
   * time or name is made per change, only per distinct value.
   */
  static take(changes: HistoryChanges): RecordedChanges {
    const f = changes.fields;
    const n = changes.length;
    const [ids, actions, times, keys, idHashes, hasIdHash, users] =
      [new Float64Array(n), new Uint8Array(n), new Uint32Array(n), new Uint32Array(n), new BigInt64Array(n), new Uint8Array(n), new Int32Array(n)];
    const timeNumbers = new Numbering<number>();
    // A translation by its component's and language's numbers, as one number.
    const keyNumbers = new Numbering<number>();
    const languageCount = f.languageNames.length;
    const userNumbers = new Numbering<string>();
    const userOfEmail = f.userOfEmail.map((user) => (user === null ? -1 : userNumbers.of(user)));
    for (let i = 0; i < n; i++) {
      const row = f.order[i]!;
      const comp = f.comps[row]!;
      const { project, component } = f.components[comp]!.def;
      const action = f.actions[row]!;
      const idHash = f.hasIdHash[row] === 1 ? f.idHashes[row]! : null;
      ids[i] = computeId('change', [f.commitNames[f.commits[row]!]!, project, component, f.languageNames[f.languages[row]!]!, idHash?.toString() ?? '', String(action)]);
      actions[i] = action;
      times[i] = timeNumbers.of(f.times[row]!);
      keys[i] = keyNumbers.of(comp * languageCount + f.languages[row]!);
      idHashes[i] = idHash ?? 0n;
      hasIdHash[i] = idHash === null ? 0 : 1;
      users[i] = userOfEmail[f.emails[row]!]!;
    }
    const keyValues = keyNumbers.values.map((key) => {
      const { project, component } = f.components[Math.floor(key / languageCount)]!.def;
      return `${project}/${component}/${f.languageNames[key % languageCount]!}`;
    });
    const columns = { ids, actions, times, timeValues: timeNumbers.values.map(formatGitTime), keys, keyValues, idHashes, hasIdHash, users, userValues: userNumbers.values };
    return new RecordedChanges(n, columns, changes.targetRows());
  }

  /** Where the targets of changes `positionOf(0)`, `positionOf(1)` … are, where the history holds them (drained or not). */
  targetRows(positionOf: (n: number) => number): TextRows {
    const { texts, rowOf } = this.targets;
    return { texts, rowOf: (n) => rowOf(positionOf(n)) };
  }

  /**
   * Every record in order, once, given to `visit` as its fields: no object is made per record (a
   * million at L). The columns are let go when the last one has been visited, so the change table
   * made from them is not held beside them (about 30 MB at a million changes).
   */
  drain(visit: (id: number, action: number, timestamp: string, translationKey: string, idHash: bigint | null, user: string | null) => void): void {
    const c = this.columns;
    if (c === null) throw new Error('the recorded changes were drained already');
    this.columns = null;
    for (let i = 0; i < this.length; i++) {
      const user = c.users[i]!;
      visit(c.ids[i]!, c.actions[i]!, c.timeValues[c.times[i]!]!, c.keyValues[c.keys[i]!]!, c.hasIdHash[i] === 1 ? c.idHashes[i]! : null, user < 0 ? null : c.userValues[user]!);
    }
  }
}

/** The records' columns; the strings by number. */
interface RecordedColumns {
  ids: Float64Array;
  actions: Uint8Array;
  times: Uint32Array;
  timeValues: readonly string[];
  keys: Uint32Array;
  keyValues: readonly string[];
  /** With `hasIdHash` 0, the change concerns no single string. */
  idHashes: BigInt64Array;
  hasIdHash: Uint8Array;
  /** −1 for a change without a user. */
  users: Int32Array;
  userValues: readonly string[];
}
