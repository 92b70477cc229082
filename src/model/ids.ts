import { siphash, siphashId53 } from './hash.js';
import type { Translation } from './model-types.js';

const SEP = '\x1f';
const USER_MODULUS = (1n << 43n) - 1n;

export type IdKind = 'project' | 'component' | 'translation' | 'unit' | 'change' | 'plural' | 'language' | 'user' | 'category';

/** compatibility.md §5.2: 1 + (H(kind ␟ parts…) mod (2^53 − 1)). */
export function computeId(kind: IdKind, parts: readonly string[]): number {
  return siphashId53(parts.length === 0 ? kind : `${kind}${SEP}${parts.join(SEP)}`);
}

/** The id of the unit of string `idHash` in translation `t` (§5.2). */
export function unitId(t: Pick<Translation, 'component' | 'language'>, idHash: bigint): number {
  return computeId('unit', [t.component.project.slug, t.component.slug, t.language.code, idHash.toString()]);
}

/** compatibility.md §5.3: userKey × 1024 + n, n the 1-based position in the user's list. */
export function computeNotificationId(username: string, position: number): number {
  const userKey = 1n + (siphash(['user', username].join(SEP)) % USER_MODULUS);
  return Number(userKey * 1024n + BigInt(position));
}
