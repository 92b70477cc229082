import { ChunkedColumn } from '../cache/chunked-column.js';
import type { Users } from './build-users.js';
import { ChangeTableRows, type ChangeTable } from './change-table.js';
import type { RecordedChanges } from './recorded-changes.js';
import { unitId } from './ids.js';
import type { Component, Translation } from './model-types.js';

/** compatibility.md §11.3: the actions that count as content changes. */
export const CONTENT_ACTIONS = new Set([2, 5, 30, 31]);
const SIX_HOURS = 6 * 3600 * 1000;

/**
 * The changes of the translations still in the content (content-format.md section 4), ordered by
 * timestamp then id, and each translation's last_change, last_author and recent_changes; with
 * each translation's recent content times (recentContentOf), which the aggregates' statistics
 * read. The targets go to `spillDir` when given (ChangeTableRows.table); `derivation` names what
 * the recorded changes were derived from (ChangeTable.derivation).
 */
export function buildChanges(recorded: RecordedChanges, translations: Translation[], users: Users, spillDir: string | null = null, derivation: string | null = null): { changes: ChangeTable; contentTimes: Map<Translation, string[]> } {
  const byKey = new Map<string, Translation>();
  for (const t of translations) byKey.set(`${t.component.project.slug}/${t.component.slug}/${t.language.code}`, t);
  // A translation's units are its component's strings: one set per component tells whether a
  // string still has a unit, whose id follows from its identity (§5.2; the units are released).
  const strings = new Map<Component, Set<bigint>>();
  const unitIdOf = (t: Translation, idHash: bigint): number | null => {
    let known = strings.get(t.component);
    if (!known) strings.set(t.component, (known = new Set(t.component.sourceStrings.map((s) => s.idHash))));
    return known.has(idHash) ? unitId(t, idHash) : null;
  };
  // The records kept, by row: the table asks for their targets once it has ordered them.
  const kept = new ChunkedColumn((n) => new Uint32Array(n));
  const rows = new ChangeTableRows();
  let row = 0;
  recorded.drain((id, action, timestamp, translationKey, idHash, user) => {
    const translation = byKey.get(translationKey);
    if (translation) {
      kept.push(row);
      rows.add(id, action, timestamp, translation, idHash === null ? null : unitIdOf(translation, idHash), user !== null && users.byName.has(user) ? user : null);
    }
    row++;
  });
  const changes = rows.table(recorded.targetRows((n) => kept.get(n)), spillDir, derivation);
  const contentTimes = new Map<Translation, string[]>();
  for (const [translation, { last, recent }] of recentContentOf(changes)) {
    const user = changes.userOf(last);
    translation.lastChange = changes.timestampOf(last);
    translation.lastAuthor = user === null ? null : users.byName.get(user)?.fullName ?? null;
    translation.recentChanges = recent.length;
    contentTimes.set(translation, recent);
  }
  return { changes, contentTimes };
}

/**
 * Per translation with content changes (§11.3): the position in the table of its last one, and
 * the timestamps (ascending) of those within six hours of it, which are all that any count of
 * recent changes can include, its own or an aggregate's (whose last change is no earlier). No
 * list of every content change is made (a million at L): each translation's positions are walked
 * back from its last.
 */
export function recentContentOf(changes: ChangeTable): Map<Translation, { last: number; recent: string[] }> {
  const byTranslation = new Map<Translation, { last: number; recent: string[] }>();
  const content = changes.positionsByTranslation((i) => CONTENT_ACTIONS.has(changes.actionOf(i)));
  const timeOf = (i: number): number => Date.parse(changes.timestampOf(i));
  for (const [t, positions] of content.entries()) {
    const last = positions[positions.length - 1]!;
    const floor = timeOf(last) - SIX_HOURS;
    let first = positions.length - 1;
    while (first > 0 && timeOf(positions[first - 1]!) > floor) first--;
    byTranslation.set(t, { last, recent: Array.from(positions.subarray(first), (i) => changes.timestampOf(i)) });
  }
  return byTranslation;
}

/** §11.3: content changes with last_change − 6 h < timestamp ≤ last_change; timestamps ascending. */
export function countRecent(timestamps: string[]): number {
  const last = timestamps[timestamps.length - 1];
  if (last === undefined) return 0;
  const floor = Date.parse(last) - SIX_HOURS;
  return timestamps.filter((t) => Date.parse(t) > floor).length;
}
