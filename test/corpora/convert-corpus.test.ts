import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateMo } from '../../src/downloads/convert/mo.js';
import { generatePo } from '../../src/downloads/convert/po.js';
import { hasCommand, readWithTranslateToolkit, TRANSLATE_PYTHON, withFile } from '../../src/downloads/convert/real-readers.test-fixture.js';
import { generateXliff } from '../../src/downloads/convert/xliff.js';
import { STATE_EMPTY, STATE_FUZZY, STATE_TRANSLATED, type TranslationView } from '../../src/downloads/translation-view.js';
import { checksumOfIdHash } from '../../src/model/hash.js';
import { parsePo } from '../../src/formats/po/parse-po.js';

/**
 * Real PO files converted and read back with gettext: the MO we write and the MO msgfmt compiles
 * from the same file hold the same messages (msgunfmt prints both the same, header aside), and
 * the PO we write compiles with msgfmt to those messages too.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const clocks = path.resolve(repoRoot, '../shared/corpora/gnome-clocks/po');
const present = existsSync(clocks) && hasCommand('msgfmt') && hasCommand('msgunfmt');

/** Every 8th file (sorted), for time: the machine is shared; and th.po, which has a fuzzy entry (es.po's are obsolete ones). */
const files = present
  ? readdirSync(clocks)
      .filter((name) => name.endsWith('.po'))
      .sort()
      .filter((name, i) => i % 8 === 0 || name === 'th.po')
  : [];

function viewOf(file: string): TranslationView {
  const parsed = parsePo(readFileSync(file, 'utf8'), file);
  const plural = /nplurals\s*=\s*(\d+);\s*plural\s*=\s*([^;]+);?/.exec(parsed.header.get('Plural-Forms') ?? '');
  const code = path.basename(file, '.po');
  return {
    project: { name: 'GNOME Clocks', slug: 'gnome-clocks' },
    component: { name: 'Clocks', slug: 'clocks' },
    sourceLanguage: { code: 'en', name: 'English' },
    targetLanguage: { code, name: code },
    plural: { number: Number(plural?.[1] ?? 2), formula: plural?.[2]?.trim() ?? 'n != 1' },
    fileFormat: 'po',
    webUrl: `https://example.org/projects/gnome-clocks/clocks/${code}/`,
    generator: 'static-tms test',
    revised: '2024-01-01T00:00:00Z',
    units: parsed.entries.map((entry, i) => ({
      source: entry.source,
      target: entry.target,
      context: entry.context,
      note: entry.note,
      location: entry.location,
      flags: entry.flags === '' ? [] : entry.flags.split(', '),
      // As the model decides (src/model/build-component.ts).
      state: entry.target[0] === '' ? STATE_EMPTY : entry.fuzzy ? STATE_FUZZY : STATE_TRANSLATED,
      checksum: checksumOfIdHash(BigInt(i)),
    })),
  };
}

/** msgunfmt's messages without the header entry. */
function messages(mo: Uint8Array): string {
  const po = withFile(mo, (file) => execFileSync('msgunfmt', [file], { encoding: 'utf8', maxBuffer: 1 << 26 }));
  return po.split('\n\n').slice(1).join('\n\n');
}

function msgfmt(po: Uint8Array): Buffer {
  return withFile(po, (file) => execFileSync('msgfmt', ['-o', '-', file], { maxBuffer: 1 << 26 }));
}

describe.skipIf(!present)('converted downloads of real PO files', () => {
  it.each(files)('%s: our MO and our PO hold what msgfmt compiles from the file', (name) => {
    const file = path.join(clocks, name);
    const view = viewOf(file);
    const expected = messages(msgfmt(readFileSync(file)));
    expect(expected.length).toBeGreaterThan(0);
    expect(messages(generateMo(view))).toBe(expected);
    expect(messages(msgfmt(generatePo(view)))).toBe(expected);
  });

  it.skipIf(!TRANSLATE_PYTHON || files.length === 0)('XLIFF keeps every unit and state', () => {
    const view = viewOf(path.join(clocks, 'th.po'));
    expect(view.units.some((unit) => unit.state === STATE_FUZZY)).toBe(true);
    const units = readWithTranslateToolkit('xliff', generateXliff(view)).units;
    expect(units).toHaveLength(view.units.length);
    expect(units.filter((unit) => unit.translated)).toHaveLength(view.units.filter((unit) => unit.state === STATE_TRANSLATED).length);
    expect(units.filter((unit) => unit.fuzzy)).toHaveLength(view.units.filter((unit) => unit.state === STATE_FUZZY).length);
  });
});
