import { createHash } from 'node:crypto';

/** compatibility.md §9.4: the git blob id of the bytes, computable without git. */
export function computeGitBlobId(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');
}
