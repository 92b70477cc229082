import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependencyVersions } from './code-digest.js';

describe('the program digest', () => {
  it('names the installed version of every dependency', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const installed = (name: string) => (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    expect(dependencyVersions(root)).toEqual(Object.keys(dependencies).sort().map((name) => [name, installed(name)]));
  });

  it('names none for a folder without a package', () => {
    expect(dependencyVersions(path.join(import.meta.dirname, 'no-such-folder'))).toEqual([]);
  });
});
