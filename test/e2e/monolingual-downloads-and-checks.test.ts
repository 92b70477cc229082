import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/serve/start-server.js';
import { removeTree, writeContentTree } from '../helpers/content-tree.js';
import { runCli } from '../helpers/run-cli.js';

// Issue 19 leftovers, end to end: the i18next and ARB formats' own check flags reach the checks,
// and a JSON translation download, stored as `file/index.json` (the API's index name), is served
// as the file it is, beside the translation's own `index.json`.
const EN = '{\n  "greeting": "Hello {{name}}",\n  "files_one": "{{count}} file",\n  "files_other": "{{count}} files"\n}\n';
const DE = '{\n  "greeting": "Hallo {{Name}}",\n  "files_one": "{{count}} Datei",\n  "files_other": "{{count}} Dateien"\n}\n';

let content = '';
let out = '';
let server: RunningServer | undefined;

beforeAll(async () => {
  content = writeContentTree({
    'site.yaml': 'base_url: http://127.0.0.1:9\n',
    'projects/demo/project.yaml': 'name: Demo\n',
    'projects/demo/web/component.yaml': 'name: Web\nfile_format: i18nextv4\nfilemask: locales/*.json\ntemplate: locales/en.json\nsource_language: en\n',
    'projects/demo/web/locales/en.json': EN,
    'projects/demo/web/locales/de.json': DE,
    'projects/demo/flutter/component.yaml': 'name: Flutter\nfile_format: arb\nfilemask: l10n/app_*.arb\ntemplate: l10n/app_en.arb\nsource_language: en\n',
    'projects/demo/flutter/l10n/app_en.arb': '{\n  "@@locale": "en",\n  "birds": "{count, plural, =1{One bird} other{{count} birds}}"\n}\n',
    'projects/demo/flutter/l10n/app_de.arb': '{\n  "@@locale": "de",\n  "birds": "{count, plural, =1{Ein Vogel} other{{count} Vögel}"\n}\n',
    'projects/demo/core/component.yaml': 'name: Core\n',
    'projects/demo/core/de.po': 'msgid "Quit"\nmsgstr "Beenden"\n',
  });
  out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-out-')), 'dist');
  const built = runCli(['build', '--content', content, '--out', out]);
  expect(built.status, built.stderr).toBe(0);
  server = await startServer({ dir: out, port: 0, bind: '127.0.0.1', quiet: true, log: () => {} });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (content) removeTree(content);
  if (out) removeTree(path.dirname(out));
});

describe('monolingual formats end to end', () => {
  it("checks each format's units with its check flags", () => {
    const result = runCli(['check', '--content', content, '--quality']);
    expect(result.stdout).toMatch(/locales\/de\.json:2:\d+: warning i18next_interpolation: .*missing \{\{name\}\}; extra \{\{Name\}\}/);
    expect(result.stdout).toMatch(/l10n\/app_de\.arb:3:\d+: warning icu_message_format: ICU MessageFormat: syntax error/);
  });

  it('serves a JSON download stored as file/index.json as the file, with its type and name', async () => {
    const origin = server!.url.replace(/\/api\/$/, '');
    const file = await fetch(`${origin}/api/translations/demo/web/de/file/`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/json');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename=demo-web-de.json');
    expect(await file.text()).toBe(DE);
    // The translation's own index.json, one directory up, is the API object.
    const translation = (await (await fetch(`${origin}/api/translations/demo/web/de/`)).json()) as { filename: string };
    expect(translation.filename).toBe('locales/de.json');
    // As a PO download does, it ignores a page parameter.
    const paged = await fetch(`${origin}/api/translations/demo/web/de/file/?page=2`);
    expect([paged.status, await paged.text()]).toEqual([200, DE]);
    const po = await fetch(`${origin}/api/translations/demo/core/de/file/?page=2`);
    expect([po.status, po.headers.get('content-type')]).toEqual([200, 'text/x-po']);
    // ARB keeps its own extension and JSON type.
    const arb = await fetch(`${origin}/api/translations/demo/flutter/de/file/`);
    expect([arb.headers.get('content-type'), arb.headers.get('content-disposition')]).toEqual(['application/json', 'attachment; filename=demo-flutter-de.arb']);
  });
});
