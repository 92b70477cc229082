import type { IdentityRewrite } from './rewrite-identities.js';

/** Who a commit names when its address is no declared user's. */
export const ANONYMOUS_NAME = 'Anonymous';

/**
 * The identities a published export shows: the username of the declared user whose `emails`
 * hold the address (compared without case, as the history does), else `Anonymous`; never an
 * address (content-format.md: users' e-mail addresses are not published).
 */
export function publishedIdentities(users: readonly { username: string; emails: readonly string[] }[]): { rewrite: IdentityRewrite; key: string } {
  const byEmail = new Map<string, string>();
  for (const u of users) for (const e of u.emails) if (!byEmail.has(e.toLowerCase())) byEmail.set(e.toLowerCase(), u.username);
  return {
    rewrite: (person) => ({ name: byEmail.get(person.email.toLowerCase()) ?? ANONYMOUS_NAME, email: '' }),
    // What the rewrite depends on, for the export cache's key.
    key: JSON.stringify([...byEmail].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))),
  };
}
