import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckCache } from '../checks/check-cache.js';
import { CheckThread } from '../checks/check-thread.js';
import { checkTranslations, THREAD_MIN_UNITS } from './compute-quality.js';
import type { Translation, Unit } from './model-types.js';

const component = { format: 'po', settings: {}, sourceLanguage: { code: 'en' } };
const translation = (code: string, isSource = false) =>
  ({ isSource, component, language: { code }, plural: { number: 2, formula: 'n > 1' } }) as unknown as Translation;

/** `count` units, some of which fail a check (a missing colon, a wrong format, one too long). */
function unitsOf(count: number, salt: string): Unit[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 4;
    const source = kind === 0 ? [`Open ${i}:`] : kind === 1 ? ['%d file', '%d files'] : [`Item ${i}`];
    const target = kind === 0 ? [`Ouvrir ${i} ${salt}`] : kind === 1 ? ['%d fichier', '%s fichiers'] : [`Article ${i} ${salt}`];
    return { source, target, context: '', flags: kind === 1 ? 'c-format' : kind === 3 ? 'max-length:5' : '', state: 20, failingChecks: [] } as unknown as Unit;
  });
}

const dirs: string[] = [];
const threads: CheckThread[] = [];
afterEach(() => {
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
  threads.splice(0).forEach((t) => t.close());
});

function cache(): CheckCache {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stms-quality-'));
  dirs.push(dir);
  return new CheckCache(dir);
}

function cacheFiles(c: CheckCache): string[] {
  const dir = (c as unknown as { dir: string }).dir;
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

describe("a component's unit checks", () => {
  it('are the same with half of the translations checked on the check thread, and cached the same', async () => {
    const translations = [translation('en', true), translation('fr'), translation('de'), translation('cs')];
    const alone = translations.map((t, i) => unitsOf(THREAD_MIN_UNITS + 20, t.language.code + i));
    const withThread = translations.map((t, i) => unitsOf(THREAD_MIN_UNITS + 20, t.language.code + i));
    const [cacheAlone, cacheWithThread] = [cache(), cache()];
    await checkTranslations(translations, alone, cacheAlone, null);
    const thread = new CheckThread();
    threads.push(thread);
    await checkTranslations(translations, withThread, cacheWithThread, thread);
    expect(thread.running).toBe(true);
    expect(withThread.map((units) => units.map((u) => u.failingChecks))).toEqual(alone.map((units) => units.map((u) => u.failingChecks)));
    expect(alone[1]!.flatMap((u) => u.failingChecks.map((f) => f.check))).toEqual(expect.arrayContaining(['end_colon', 'c_format', 'max_length']));
    // The source translation is not checked.
    expect(alone[0]!.every((u) => u.failingChecks.length === 0)).toBe(true);
    expect(cacheFiles(cacheWithThread)).toEqual(cacheFiles(cacheAlone));
  });

  it('leave small translations to the main thread', async () => {
    const thread = new CheckThread();
    threads.push(thread);
    await checkTranslations([translation('fr'), translation('de')], [unitsOf(THREAD_MIN_UNITS - 1, 'a'), unitsOf(THREAD_MIN_UNITS - 1, 'b')], cache(), thread);
    expect(thread.running).toBe(false);
  });

  it('come from the cache for a translation it knows, without the thread', async () => {
    const known = cache();
    const translations = [translation('fr'), translation('de')];
    await checkTranslations(translations, translations.map(() => unitsOf(THREAD_MIN_UNITS, 'x')), known, null);
    const thread = new CheckThread();
    threads.push(thread);
    const again = translations.map(() => unitsOf(THREAD_MIN_UNITS, 'x'));
    await checkTranslations(translations, again, known, thread);
    expect(thread.running).toBe(false);
    expect(again[0]!.some((u) => u.failingChecks.length > 0)).toBe(true);
  });
});
