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
    private readonly ids: Float64Array,
    private readonly actions: Uint8Array,
    private readonly times: Uint32Array,
    private readonly timeValues: readonly string[],
    private readonly keys: Uint32Array,
    private readonly keyValues: readonly string[],
    /** With `hasIdHash` 0, the change concerns no single string. */
    private readonly idHashes: BigInt64Array,
    private readonly hasIdHash: Uint8Array,
    /** −1 for a change without a user. */
    private readonly users: Int32Array,
    private readonly userValues: readonly string[],
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
    return new RecordedChanges(n, ids, actions, times, timeNumbers.values, keys, keyNumbers.values, idHashes, hasIdHash, users, userNumbers.values, changes.targetBytes());
  }

  /** The UTF-8 bytes of change `i`'s target, where the history holds them. */
  targetBytesOf(i: number): Uint8Array {
    return this.targetBytes(i);
  }

  at(i: number): RecordedChange {
    const user = this.users[i]!;
    return {
      id: this.ids[i]!,
      action: this.actions[i]!,
      timestamp: this.timeValues[this.times[i]!]!,
      translationKey: this.keyValues[this.keys[i]!]!,
      idHash: this.hasIdHash[i] === 1 ? this.idHashes[i]! : null,
      user: user < 0 ? null : this.userValues[user]!,
    };
  }
}
