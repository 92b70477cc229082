import type { HistoryChanges } from '../history/change-columns.js';
import { computeId } from './ids.js';
import { Numbering } from '../cache/numbering.js';

/** One recorded change as the model reads it: its translation by key, its string by id_hash (its target: `targetBytesOf`). */
export interface RecordedChange {
  id: number;
  action: number;
  timestamp: string;
  /** `project/component/language`. */
  translationKey: string;
  idHash: bigint | null;
  user: string | null;
}

/**
 * The history's change records in columns, taken as soon as the history is read: the components
 * are built while they wait for their translations (buildChanges), and a million records held as
 * objects were the largest thing in memory then (about 190 bytes each; here about 40 and the
 * target's bytes). The change id (§5.2) is computed here, so commit ids are not kept. The
 * targets stay where the history holds them (HistoryChanges.targets): they are not copied.
 */
export class RecordedChanges {
  private constructor(
    readonly length: number,
    /** Null once drained. */
    private columns: RecordedColumns | null,
    private readonly targetBytes: (i: number) => Uint8Array,
  ) {}

  /** The history's changes, in their order. */
  static take(changes: HistoryChanges): RecordedChanges {
    const n = changes.length;
    const [ids, actions, times, keys, idHashes, hasIdHash, users] =
      [new Float64Array(n), new Uint8Array(n), new Uint32Array(n), new Uint32Array(n), new BigInt64Array(n), new Uint8Array(n), new Int32Array(n)];
    const timeNumbers = new Numbering<string>();
    const keyNumbers = new Numbering<string>();
    const userNumbers = new Numbering<string>();
    for (let i = 0; i < n; i++) {
      const r = changes.at(i);
      ids[i] = computeId('change', [r.commit, r.project, r.component, r.language, r.idHash?.toString() ?? '', String(r.action)]);
      actions[i] = r.action;
      times[i] = timeNumbers.of(r.timestamp);
      keys[i] = keyNumbers.of(`${r.project}/${r.component}/${r.language}`);
      idHashes[i] = BigInt.asIntN(64, r.idHash ?? 0n);
      hasIdHash[i] = r.idHash === null ? 0 : 1;
      users[i] = r.user === null ? -1 : userNumbers.of(r.user);
    }
    const columns = { ids, actions, times, timeValues: timeNumbers.values, keys, keyValues: keyNumbers.values, idHashes, hasIdHash, users, userValues: userNumbers.values };
    return new RecordedChanges(n, columns, changes.targetBytes());
  }

  /** The UTF-8 bytes of change `i`'s target, where the history holds them (drained or not). */
  targetBytesOf(i: number): Uint8Array {
    return this.targetBytes(i);
  }

  /**
   * Every record in order, once. The columns are let go when the last one has been read, so the
   * change table made from them is not held beside them (about 30 MB at a million changes).
   */
  *drain(): Generator<RecordedChange> {
    const columns = this.columns;
    if (columns === null) throw new Error('the recorded changes were drained already');
    for (let i = 0; i < this.length; i++) yield recordAt(columns, i);
    this.columns = null;
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

function recordAt(c: RecordedColumns, i: number): RecordedChange {
  const user = c.users[i]!;
  return {
    id: c.ids[i]!,
    action: c.actions[i]!,
    timestamp: c.timeValues[c.times[i]!]!,
    translationKey: c.keyValues[c.keys[i]!]!,
    idHash: c.hasIdHash[i] === 1 ? c.idHashes[i]! : null,
    user: user < 0 ? null : c.userValues[user]!,
  };
}
