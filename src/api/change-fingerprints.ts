import { hash } from 'node:crypto';
import type { ChangeTable } from '../model/change-table.js';
import { changeItems } from './render-unit.js';
import type { Urls } from './urls.js';

/**
 * The fingerprint of each change of a table, by position: what its item (render-unit.ts) is
 * rendered from. An item shows the change's own fields, its unit's id (null once the string is
 * gone), its user (null when not a user of the site) and the target of the string's change before
 * it (`old`). Under a derivation (ChangeTable.derivation) a change's id names its own fields, and
 * the id of the change before it names `old`: the fingerprint is made of the derivation, those
 * ids, the unit and the user then, and no target is read. A rebuild fingerprints every change of
 * the site: reading and digesting their targets was about 7 % of a warm build at M
 * (docs/performance.md, stop 41). Without a derivation (changes given as they are), the fields
 * themselves are digested.
 */
export function changeFingerprints(changes: ChangeTable, urls: Urls): (i: number) => string {
  const { derivation } = changes;
  if (derivation === null) {
    const itemOf = changeItems(urls);
    return (i) => itemOf(changes.at(i), changes.oldOf(i)).fingerprint;
  }
  // One row of numbers per change, digested as bytes (no number is written out as text): the
  // derivation and the user as 96 bits of their sha256 each, and the three ids.
  const row = new Float64Array(7);
  const bytes = Buffer.from(row.buffer);
  [row[0], row[1]] = digestNumbers(`change\x1f${derivation}`);
  const users = new Map<string | null, [number, number]>();
  return (i) => {
    const user = changes.userOf(i);
    let numbers = users.get(user);
    if (numbers === undefined) users.set(user, (numbers = user === null ? [0, 0] : digestNumbers(`user\x1f${user}`)));
    [row[2], row[3]] = numbers;
    row[4] = changes.idOf(i);
    row[5] = changes.unitIdOf(i) ?? 0;
    row[6] = changes.previousIdOf(i);
    return hash('sha256', bytes, 'base64url').slice(0, 22);
  };
}

/** Two 48-bit numbers of a text's sha256. */
function digestNumbers(text: string): [number, number] {
  const digest = hash('sha256', text, 'buffer');
  return [digest.readUIntLE(0, 6), digest.readUIntLE(6, 6)];
}
