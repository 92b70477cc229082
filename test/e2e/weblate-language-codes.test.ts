import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTree, writeContentTree } from '../helpers/content-tree.js';
import { runCli } from '../helpers/run-cli.js';

/** Pairs of codes Weblate keeps apart that CLDR folds together (the second is CLDR's replacement of the first). */
const PAIRS = [['kmr', 'ku'], ['gom', 'kok'], ['bh', 'bho'], ['gug', 'gn'], ['mhr', 'chm']] as const;
/** File name code → the code Weblate serves it under. */
const SPELLINGS: Record<string, string> = { prs: 'prs', 'sr@ijekavian_latn': 'sr@ijekavian_Latn', 'my@zawgyi': 'my@Zawgyi' };

const po = (text: string): string => `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Hello"\nmsgstr "${text}"\n`;

describe("Weblate's language codes stay apart", () => {
  const dirs: string[] = [];
  let out = '';
  let result: ReturnType<typeof runCli>;

  beforeAll(() => {
    const files: Record<string, string> = {
      'site.yaml': 'base_url: http://127.0.0.1:9\n',
      'projects/demo/project.yaml': 'name: Demo\n',
      'projects/demo/core/component.yaml': 'name: Core\nfilemask: "po/*.po"\n',
    };
    for (const code of [...PAIRS.flat(), ...Object.keys(SPELLINGS)]) files[`projects/demo/core/po/${code}.po`] = po(`Hello in ${code}`);
    const content = writeContentTree(files);
    out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-out-')), 'dist');
    dirs.push(content, path.dirname(out));
    result = runCli(['build', '--content', content, '--out', out]);
  });
  afterAll(() => dirs.forEach(removeTree));

  const readJson = (rel: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(out, rel, 'index.json'), 'utf8'));

  it('builds a component holding both files of each pair without language-conflict', () => {
    expect(result.stderr).not.toMatch(/language-conflict/);
    expect(result.status, result.stderr).toBe(0);
  });

  it.each(PAIRS.flat())('serves %s under its own code', (code) => {
    expect(readJson(`api/languages/${code}`)).toMatchObject({ code });
    const translation = readJson(`api/translations/demo/core/${code}`);
    expect(translation).toMatchObject({ language_code: code, filename: `po/${code}.po` });
  });

  it.each(Object.entries(SPELLINGS))('serves the file %s.po under Weblate\'s spelling %s', (file, code) => {
    expect(readJson(`api/languages/${code}`)).toMatchObject({ code });
    expect(readJson(`api/translations/demo/core/${code}`)).toMatchObject({ filename: `po/${file}.po` });
  });

  it('lists every language once', () => {
    const list = readJson('api/languages') as { results: { code: string }[] };
    const codes = list.results.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of [...PAIRS.flat(), ...Object.values(SPELLINGS), 'en']) expect(codes, code).toContain(code);
  });
});
