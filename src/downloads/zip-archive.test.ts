import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { crc32, tableCrc32 } from './crc32.js';
import { hasCommand, TRANSLATE_PYTHON, withFile } from './convert/real-readers.test-fixture.js';
import { buildZipArchive, ZipArchiveError, zipArchiveParts } from './zip-archive.js';

const entries = [
  { path: 'demo/core/po/fr.po', bytes: Buffer.from('msgid "a"\nmsgstr "à"\n') },
  { path: 'demo/core/po/de.po', bytes: Buffer.from('msgid "a"\nmsgstr "ä"\n') },
  { path: 'demo/core/po/zh_Hans/été.po', bytes: Buffer.from('') },
];

describe('crc32', () => {
  it('gives the standard check value', () => {
    expect(crc32(Buffer.from('123456789')).toString(16)).toBe('cbf43926');
    expect(crc32(Buffer.alloc(0))).toBe(0);
    expect(tableCrc32(Buffer.from('123456789')).toString(16)).toBe('cbf43926');
  });

  it("gives zlib's checksum and the table's alike", () => {
    for (const size of [1, 7, 4096, 100_003]) {
      const bytes = randomBytes(size);
      expect(tableCrc32(bytes)).toBe(crc32(bytes));
    }
  });
});

describe('buildZipArchive', () => {
  it('gives byte-identical archives whatever the order of the entries', () => {
    const one = Buffer.from(buildZipArchive(entries));
    const two = Buffer.from(buildZipArchive([...entries].reverse()));
    expect(one.equals(two)).toBe(true);
  });

  it('stores entries sorted, at 1980-01-01 00:00 unless told another time', () => {
    const zip = Buffer.from(buildZipArchive(entries));
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.readUInt16LE(8)).toBe(0); // stored
    expect(zip.readUInt16LE(10)).toBe(0); // 00:00:00
    expect(zip.readUInt16LE(12)).toBe((0 << 9) | (1 << 5) | 1); // 1980-01-01
    expect(zip.subarray(30, 30 + zip.readUInt16LE(26)).toString()).toBe('demo/core/po/de.po');
    const later = Buffer.from(buildZipArchive(entries, { modified: new Date('2024-05-01T12:34:56Z') }));
    expect(later.readUInt16LE(10)).toBe((12 << 11) | (34 << 5) | 28);
    expect(later.readUInt16LE(12)).toBe((44 << 9) | (5 << 5) | 1);
  });

  it('writes an empty archive as the end record alone', () => {
    expect(Buffer.from(buildZipArchive([])).toString('hex')).toBe('504b0506' + '00'.repeat(18));
  });

  it('refuses paths that leave the archive and duplicate paths', () => {
    for (const path of ['', '/etc/passwd', 'a/../b', 'a//b', 'a\\b', './a', 'a/']) {
      expect(() => buildZipArchive([{ path, bytes: Buffer.alloc(0) }])).toThrow(ZipArchiveError);
    }
    const twice = () => buildZipArchive([entries[0]!, entries[0]!]);
    expect(twice).toThrow(/two entries named demo\/core\/po\/fr.po/);
  });

  it('gives the same bytes in parts, reading each entry only when the archive reaches it', () => {
    const reads: string[] = [];
    const parts: string[] = [];
    const sources = entries.map((e) => ({ path: e.path, read: () => (reads.push(e.path), e.bytes) }));
    const bytes = [];
    for (const part of zipArchiveParts(sources)) {
      parts.push(`after ${reads.length} reads`);
      bytes.push(part);
    }
    expect(Buffer.concat(bytes).equals(Buffer.from(buildZipArchive(entries)))).toBe(true);
    expect(reads).toEqual(['demo/core/po/de.po', 'demo/core/po/fr.po', 'demo/core/po/zh_Hans/été.po']);
    // A header and the bytes per entry, then the central directory.
    expect(parts).toEqual(['after 1 reads', 'after 1 reads', 'after 2 reads', 'after 2 reads', 'after 3 reads', 'after 3 reads', 'after 3 reads']);
  });

  it('refuses a bad or duplicate path before reading anything', () => {
    const read = () => {
      throw new Error('read');
    };
    expect(() => [...zipArchiveParts([{ path: 'a', read }, { path: 'a/../b', read }])]).toThrow(ZipArchiveError);
    expect(() => [...zipArchiveParts([{ path: 'a', read }, { path: 'a', read }])]).toThrow(/two entries named a/);
  });

  it.skipIf(!hasCommand('unzip', '-v'))('lists and tests with unzip', () => {
    withFile(buildZipArchive(entries), (path) => {
      expect(execFileSync('unzip', ['-tq', path], { encoding: 'utf8' })).toContain('No errors detected');
      const listing = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' });
      expect(listing.trim().split('\n')).toEqual(['demo/core/po/de.po', 'demo/core/po/fr.po', 'demo/core/po/zh_Hans/été.po']);
      expect(execFileSync('unzip', ['-p', path, 'demo/core/po/fr.po'], { encoding: 'utf8' })).toBe('msgid "a"\nmsgstr "à"\n');
    });
  });

  it.skipIf(!TRANSLATE_PYTHON)("reads back with Python's zipfile, byte for byte", () => {
    const script = [
      'import json, sys, zipfile',
      'z = zipfile.ZipFile(sys.argv[1])',
      'assert z.testzip() is None',
      'print(json.dumps([[i.filename, i.date_time, i.compress_type, z.read(i).decode()] for i in z.infolist()]))',
    ].join('\n');
    withFile(buildZipArchive(entries), (path) => {
      const read = JSON.parse(execFileSync(TRANSLATE_PYTHON!, ['-c', script, path], { encoding: 'utf8' })) as unknown[];
      expect(read).toEqual([
        ['demo/core/po/de.po', [1980, 1, 1, 0, 0, 0], 0, 'msgid "a"\nmsgstr "ä"\n'],
        ['demo/core/po/fr.po', [1980, 1, 1, 0, 0, 0], 0, 'msgid "a"\nmsgstr "à"\n'],
        ['demo/core/po/zh_Hans/été.po', [1980, 1, 1, 0, 0, 0], 0, ''],
      ]);
    });
  });
});
