import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetInventory, InventoryWriter } from './file-inventory.js';
import { Inventory } from './inventory-reader.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A version folder's inventory of `count` unit files, in order. */
function written(count: number): { dir: string; entries: [string, string][] } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inventory-'));
  dirs.push(root);
  const dir = path.join(root, 'v-1');
  const entries = Array.from({ length: count }, (_, i): [string, string] => [`api/units/${i}/index.json`, `${'0'.repeat(63)}${i % 10}:${i}@fp${i}`]);
  const writer = new InventoryWriter(dir, 'salt-1');
  for (const [p, e] of entries) writer.add(p, e);
  writer.close();
  return { dir, entries };
}

describe('Inventory', () => {
  it('answers in any order, for paths it has and has not, and gives back what was not taken', () => {
    const { dir, entries } = written(30_000);
    const inventory = Inventory.open(dir)!;
    // Read through the open file even once the file is gone (a recycled version's is removed).
    forgetInventory(dir);
    expect(inventory.salt).toBe('salt-1');
    const taken = new Set<string>();
    for (const i of [5, 4, 29_999, 100, 101, 7]) {
      const [p, e] = entries[i]!;
      expect(inventory.get(p)).toBe(e);
      inventory.delete(p);
      taken.add(p);
      expect(inventory.get(p)).toBeUndefined();
    }
    expect(inventory.get('api/units/30000/index.json')).toBeUndefined();
    expect(new Map(inventory.remaining())).toEqual(new Map(entries.filter(([p]) => !taken.has(p))));
    inventory.close();
  });

  it('answers in the order of its file, as a rebuild asks, with paths it has not among them', () => {
    const { dir, entries } = written(5_000);
    const inventory = Inventory.open(dir)!;
    for (const [i, [p, e]] of entries.entries()) {
      if (i % 7 === 0) expect(inventory.get(`api/units/new-${i}/index.json`)).toBeUndefined();
      if (i % 5 === 0) continue;
      expect(inventory.get(p)).toBe(e);
      inventory.delete(p);
    }
    expect([...inventory.remaining()]).toEqual(entries.filter((_, i) => i % 5 === 0));
    inventory.close();
  });

  it('is null without an inventory or with one of another format', () => {
    const { dir } = written(1);
    fs.writeFileSync(`${dir}.files`, 'static-tms-inventory 1 x\nabc api/x\n');
    expect(Inventory.open(dir)).toBeNull();
    expect(Inventory.open(`${dir}-missing`)).toBeNull();
  });
});
