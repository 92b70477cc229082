import { describe, expect, it } from 'vitest';
import { expectSameTree } from './tree-files.js';

const tree = (entries: [string, Buffer][]): Map<string, Buffer> => new Map(entries);

describe('expectSameTree', () => {
  const a = tree([['a.json', Buffer.from('{"a":1}')], ['b.png', Buffer.from([0x89, 0x50, 0xff])]]);

  it('passes for the same paths and bytes', () => {
    expectSameTree(a, tree([...a].map(([p, b]) => [p, Buffer.from(b)])));
  });

  it('fails for a missing file, a changed byte, and bytes that read the same as UTF-8', () => {
    expect(() => expectSameTree(a, tree([['a.json', Buffer.from('{"a":1}')]]))).toThrow();
    expect(() => expectSameTree(a, tree([['a.json', Buffer.from('{"a":2}')], ['b.png', Buffer.from([0x89, 0x50, 0xff])]]))).toThrow(/a\.json/);
    expect(() => expectSameTree(a, tree([['a.json', Buffer.from('{"a":1}')], ['b.png', Buffer.from([0x89, 0x50, 0xfe])]]))).toThrow(/b\.png/);
  });
});
