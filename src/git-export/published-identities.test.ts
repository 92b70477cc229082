import { describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, publishedIdentities } from './published-identities.js';

describe('publishedIdentities', () => {
  const users = [
    { username: 'alice', emails: ['Alice@Example.org', 'a@work.example'] },
    { username: 'bob', emails: ['bob@example.org'] },
  ];

  it('names a declared address by its username, without case, and publishes no address', () => {
    const { rewrite } = publishedIdentities(users);
    expect(rewrite({ name: 'Alice Liddell', email: 'alice@example.ORG' })).toEqual({ name: 'alice', email: '' });
    expect(rewrite({ name: 'A. L.', email: 'a@work.example' })).toEqual({ name: 'alice', email: '' });
    expect(rewrite({ name: 'Bob', email: 'bob@example.org' })).toEqual({ name: 'bob', email: '' });
  });

  it('names anyone else Anonymous', () => {
    const { rewrite } = publishedIdentities(users);
    expect(rewrite({ name: 'Mallory', email: 'mallory@example.org' })).toEqual({ name: ANONYMOUS_NAME, email: '' });
    expect(rewrite({ name: 'Nobody', email: '' })).toEqual({ name: ANONYMOUS_NAME, email: '' });
  });

  it('keys the cache by the mapping, whatever the order users are declared in', () => {
    expect(publishedIdentities([...users].reverse()).key).toBe(publishedIdentities(users).key);
    expect(publishedIdentities(users.slice(0, 1)).key).not.toBe(publishedIdentities(users).key);
  });
});
