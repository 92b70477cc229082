import { describe, expect, it } from 'vitest';
import { archiveHeaders, buildWeblateArchive, componentArchiveName, projectArchiveName } from './weblate-archive.js';
import { buildZipArchive } from './zip-archive.js';

describe('buildWeblateArchive', () => {
  it('stores each file at <project>/<component>/<path in the repository>', () => {
    const files = [
      { projectSlug: 'demo', componentSlug: 'core', repositoryPath: 'po/fr.po', bytes: Buffer.from('fr') },
      { projectSlug: 'demo', componentSlug: 'core', repositoryPath: 'po/core.pot', bytes: Buffer.from('pot') },
    ];
    const expected = buildZipArchive([
      { path: 'demo/core/po/fr.po', bytes: Buffer.from('fr') },
      { path: 'demo/core/po/core.pot', bytes: Buffer.from('pot') },
    ]);
    expect(Buffer.from(buildWeblateArchive(files)).equals(Buffer.from(expected))).toBe(true);
  });

  it('gives a file named twice with the same bytes once, and refuses other bytes', () => {
    const pot = { projectSlug: 'demo', componentSlug: 'core', repositoryPath: 'po/core.pot', bytes: Buffer.from('pot') };
    expect(buildWeblateArchive([pot, { ...pot }]).length).toBe(buildWeblateArchive([pot]).length);
    expect(() => buildWeblateArchive([pot, { ...pot, bytes: Buffer.from('other') }])).toThrow(/two entries/);
  });

  it("names the archives as Weblate and wlc do", () => {
    expect(componentArchiveName('demo', 'core')).toBe('demo-core.zip');
    expect(projectArchiveName('demo')).toBe('demo.zip');
    expect(archiveHeaders('demo-core.zip')).toEqual({
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="demo-core.zip"',
    });
    expect(archiveHeaders('a"b.zip')['Content-Disposition']).toBe('attachment; filename="a\\"b.zip"');
  });
});
