import { describe, expect, it } from 'vitest';
import type { Translation, Unit } from '../../model/model-types.js';
import { ConversionThread } from '../../downloads/conversion-thread.js';
import { Urls } from '../urls.js';
import { convertedFiles } from './converted-files.js';

const urls = new Urls('https://example.org');
const translation = (format: string, lastChange: string | null = '2026-01-01T00:00:00Z') =>
  ({
    component: {
      name: 'Core', slug: 'core', format, project: { name: 'Demo', slug: 'demo' }, sourceLanguage: { code: 'en', name: 'English' },
    },
    language: { code: 'de', name: 'German', plural: { number: 2, formula: 'n != 1' } },
    plural: { number: 2, formula: 'n != 1' },
    lastChange,
  }) as unknown as Translation;

const unit = (target: string): Unit => ({
  id: 7, idHash: 123n, contentHash: 123n, position: 1, source: ['One'], target: [target], state: 20, previousSource: '',
  location: 'a.c:1', context: '', note: '', flags: 'c-format', explanation: '', priority: 100, numWords: 1, chars: 3,
  timestamp: '2026-01-01T00:00:00Z', failingChecks: [], line: 3,
});

const fingerprints = (t: Translation, units: Unit[]) => Object.fromEntries(convertedFiles(t, units, urls).map((f) => [f.file, f.lazy.fingerprint]));

describe('converted downloads', () => {
  it('are named by what they are generated from: the same view, the same fingerprints', () => {
    expect(fingerprints(translation('po'), [unit('Eins')])).toEqual(fingerprints(translation('po'), [unit('Eins')]));
    const files = Object.keys(fingerprints(translation('po'), [unit('Eins')]));
    expect(files).toContain('format-mo.mo');
    // One fingerprint per format: two formats never share a file's name.
    expect(new Set(Object.values(fingerprints(translation('po'), [unit('Eins')]))).size).toBe(files.length);
  });

  it('change every fingerprint when a unit or the translation changes', () => {
    const base = fingerprints(translation('po'), [unit('Eins')]);
    for (const other of [fingerprints(translation('po'), [unit('Zwei')]), fingerprints(translation('po', '2026-02-01T00:00:00Z'), [unit('Eins')])]) {
      for (const [file, f] of Object.entries(base)) expect(other[file], file).not.toBe(f);
    }
  });

  it('generate their bytes when asked for them, once', () => {
    const [po] = convertedFiles(translation('po'), [unit('Eins')], urls);
    const bytes = po!.lazy.bytes();
    expect(bytes.toString('utf8')).toContain('msgstr "Eins"');
    expect(po!.lazy.bytes()).toBe(bytes);
  });
});

describe('converted downloads made on the conversion thread', () => {
  it('are the bytes made on the main thread, under the same fingerprints', async () => {
    const thread = new ConversionThread();
    try {
      const here = convertedFiles(translation('po'), [unit('Eins'), unit('Zwei')], urls);
      const there = convertedFiles(translation('po'), [unit('Eins'), unit('Zwei')], urls, thread);
      expect(there.map((f) => [f.file, f.lazy.fingerprint])).toEqual(here.map((f) => [f.file, f.lazy.fingerprint]));
      for (const [i, f] of there.entries()) expect(await f.lazy.bytes(), f.file).toEqual(here[i]!.lazy.bytes());
      expect(thread.running).toBe(true);
    } finally {
      thread.close();
    }
  });

  it('are made on the main thread when the thread cannot make them', async () => {
    const thread = new ConversionThread();
    thread.close();
    const [po] = convertedFiles(translation('po'), [unit('Eins')], urls, thread);
    expect((await po!.lazy.bytes()).toString('utf8')).toContain('msgstr "Eins"');
  });
});
