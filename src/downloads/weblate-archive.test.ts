import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { hasCommand, withFile } from './convert/real-readers.test-fixture.js';
import { sampleView } from './convert/sample-view.test-fixture.js';
import { generateMo } from './convert/mo.js';
import {
  archiveHeaders,
  buildConvertedArchive,
  componentArchiveName,
  projectArchiveName,
  weblateArchiveParts,
  type ArchivedFile,
} from './weblate-archive.js';
import { buildZipArchive } from './zip-archive.js';

/** The whole archive, its parts joined. */
const buildWeblateArchive = (files: readonly ArchivedFile[]): Buffer => Buffer.concat([...weblateArchiveParts(files)]);

describe('weblateArchiveParts', () => {
  it('stores each file at <project>/<component>/<path in the repository>', () => {
    const files = [
      { projectSlug: 'demo', componentSlug: 'core', repositoryPath: 'po/fr.po', read: () => Buffer.from('fr') },
      { projectSlug: 'demo', componentSlug: 'core', repositoryPath: 'po/core.pot', read: () => Buffer.from('pot') },
    ];
    const expected = buildZipArchive([
      { path: 'demo/core/po/fr.po', bytes: Buffer.from('fr') },
      { path: 'demo/core/po/core.pot', bytes: Buffer.from('pot') },
    ]);
    expect(Buffer.from(buildWeblateArchive(files)).equals(Buffer.from(expected))).toBe(true);
  });

  it('gives a file named twice with the same bytes once, and refuses other bytes', () => {
    const pot = { projectSlug: 'demo', componentSlug: 'core', repositoryPath: 'po/core.pot', read: () => Buffer.from('pot') };
    expect(Buffer.from(buildWeblateArchive([pot, { ...pot }])).equals(Buffer.from(buildWeblateArchive([pot])))).toBe(true);
    expect(() => buildWeblateArchive([pot, { ...pot, read: () => Buffer.from('other') }])).toThrow(/two entries/);
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

describe('buildConvertedArchive', () => {
  const fr = sampleView();
  const de = sampleView({ targetLanguage: { code: 'de', name: 'German' } });
  const glossary = sampleView({ component: { name: 'Glossary', slug: 'glossary' }, fileFormat: 'tbx' });

  it('holds each translation converted, or a .skipped note, at the root', () => {
    const zip = buildConvertedArchive([fr, de, glossary], 'mo')!;
    expect(Buffer.from(zip).equals(Buffer.from(buildConvertedArchive([glossary, de, fr], 'mo')!))).toBe(true);
    const expected = buildZipArchive([
      { path: 'demo-core-fr.mo', bytes: generateMo(fr) },
      { path: 'demo-core-de.mo', bytes: generateMo(de) },
      { path: 'demo-glossary-fr.mo.skipped', bytes: Buffer.from('File format is not compatible with this translation') },
    ]);
    expect(Buffer.from(zip).equals(Buffer.from(expected))).toBe(true);
  });

  it('refuses a conversion Weblate does not offer', () => {
    expect(buildConvertedArchive([fr], 'xlsx')).toBeNull();
  });

  it.skipIf(!hasCommand('unzip', '-v'))('lists with unzip', () => {
    withFile(buildConvertedArchive([fr, de], 'xliff')!, (path) => {
      expect(execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' })).toBe('demo-core-de.xlf\ndemo-core-fr.xlf\n');
    });
  });
});
