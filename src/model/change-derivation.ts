import { hash } from 'node:crypto';
import type { Content } from '../content/content-types.js';

/**
 * ChangeTable.derivation for the changes of a history: its lineage (Checkpoint.lineage), within
 * which a recorded change is never derived again, and the configuration it is read under. The
 * users are left out: which user a change names is a field of its own, that the change's
 * fingerprint names (routes/changes.ts), so that a new user does not make every change new.
 */
export function changeDerivation(lineage: string, content: Content): string {
  const { users: _users, ...configuration } = content;
  return hash('sha256', JSON.stringify([lineage, configuration]), 'base64url');
}
