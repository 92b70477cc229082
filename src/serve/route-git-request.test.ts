import { describe, expect, it } from 'vitest';
import { manifestGitExport } from '../emit/git-export-manifest.js';
import { routeGitRequest } from './route-git-request.js';

const PACK = 'objects/pack/pack-0123456789abcdef0123456789abcdef01234567.pack';
const FILES = new Set(['git/p/c/HEAD', 'git/p/c/info/refs', `git/p/c/${PACK}`, 'git/p/c/index.html']);
const findFile = (names: readonly string[]): Promise<string | undefined> => Promise.resolve(names.find((n) => FILES.has(n)));
const route = (path: string, query = '') => routeGitRequest(manifestGitExport(), { Vary: 'Accept' }, findFile, path, query);

describe('routeGitRequest', () => {
  it('serves the files of the dumb protocol with their headers', async () => {
    expect(await route('/git/p/c/HEAD')).toEqual({
      type: 'file', status: 200, file: 'git/p/c/HEAD',
      headers: { Vary: 'Accept', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
    expect(await route(`/git/p/c/${PACK}`)).toMatchObject({ file: `git/p/c/${PACK}`, headers: { 'Content-Type': 'application/x-git-packed-objects', 'Cache-Control': 'public, max-age=31536000, immutable' } });
    // git asks for info/refs with ?service=…, which a static host ignores.
    expect(await route('/git/p/c/info/refs', 'service=git-upload-pack')).toMatchObject({ file: 'git/p/c/info/refs' });
  });

  it('answers git_export with its ?format=api: the file the query names', async () => {
    expect(await route('/git/p/c/', 'format=api/info/refs&service=git-upload-pack')).toMatchObject({ file: 'git/p/c/info/refs' });
    expect(await route('/git/p/c/', 'format=api/HEAD')).toMatchObject({ file: 'git/p/c/HEAD' });
  });

  it('never answers a git request with the folder page', async () => {
    expect(await route('/git/p/c/', 'format=api/objects/01/23456789')).toBe('missing');
    expect(await route('/git/p/c/', 'format=api/objects/info/packs')).toBe('missing');
    expect(await route('/git/p/c/objects/info/packs')).toBe('missing');
  });

  it('leaves the folder page and everything else to the site', async () => {
    expect(await route('/git/p/c/')).toBeNull();
    expect(await route('/git/p/c/', 'format=api')).toBeNull();
    expect(await route('/git/p/c/index.html')).toBeNull();
    expect(await route('/projects/p/c/')).toBeNull();
    expect(await route('/git/p/HEAD')).toBeNull();
  });
});
