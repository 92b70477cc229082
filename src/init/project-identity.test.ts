import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readProjectIdentity } from './project-identity.js';

const folders: string[] = [];
afterAll(() => folders.forEach((f) => fs.rmSync(f, { recursive: true, force: true })));

function folder(name: string, packageJson?: string): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-init-id-'));
  folders.push(parent);
  const dir = path.join(parent, name);
  fs.mkdirSync(dir);
  if (packageJson !== undefined) fs.writeFileSync(path.join(dir, 'package.json'), packageJson);
  return dir;
}

describe('readProjectIdentity', () => {
  it('takes the package.json name without its scope, and its homepage as web', () => {
    expect(readProjectIdentity(folder('x', '{"name": "@acme/Weather-App", "homepage": "https://acme.example/weather"}'))).toEqual({
      slug: 'weather-app', name: 'Weather-App', web: 'https://acme.example/weather', from: 'package.json',
    });
  });

  it('falls back to the folder name when package.json is absent, broken or nameless', () => {
    expect(readProjectIdentity(folder('My Repo'))).toEqual({ slug: 'my-repo', name: 'My Repo', web: null, from: 'folder name' });
    expect(readProjectIdentity(folder('gnome-clocks', '{not json'))).toMatchObject({ slug: 'gnome-clocks', from: 'folder name' });
    expect(readProjectIdentity(folder('a', '{"homepage": "ftp://x"}'))).toEqual({ slug: 'a', name: 'a', web: null, from: 'folder name' });
  });

  it('a name with nothing to make a slug of gives the slug project', () => {
    expect(readProjectIdentity(folder('ü'))).toMatchObject({ slug: 'u', name: 'ü' });
    expect(readProjectIdentity(folder('x', '{"name": "中文"}'))).toMatchObject({ slug: 'project', name: '中文' });
  });
});
