/**
 * History benchmark (issue 4): a repository of 1,000 commits over 20 translation files of 1,000 units,
 * history built cold (empty cache), warm at the same HEAD, warm with only the parse cache (no kept state),
 * and warm after one more commit (continuing from the state kept by the previous build).
 * Run: npx tsx scripts/bench-history.ts [--keep]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parsePo } from '../src/formats/po/parse-po.js';
import { CACHE_VERSION } from '../src/history/blob-cache.js';
import type { HistoryComponent } from '../src/history/history-component.js';
import { loadHistory } from '../src/history/load-history.js';

const COMMITS = 1000;
const LANGUAGES = 20;
const UNITS = 1000;
const DIR = 'content/projects/bench/app/po';

const codes = Array.from({ length: LANGUAGES }, (_, i) => `l${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`);
const sources = Array.from({ length: UNITS }, (_, i) => `Source string number ${i} with a few words`);

function po(targets: string[] | null): string {
  const out = ['msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'];
  sources.forEach((s, i) => {
    out.push(`#: src/file${i % 50}.c:${i}\n#, c-format\nmsgid "${s}"\nmsgstr "${targets?.[i] ?? ''}"\n`);
  });
  return out.join('\n');
}

function git(repo: string, args: string[], input?: string): string {
  return execFileSync('git', args, { cwd: repo, input, encoding: 'utf8', maxBuffer: 1 << 30, env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } });
}

/** Writes the history with git fast-import: commit 1 adds everything, each later one edits five units of one file. */
function createRepository(repo: string): void {
  git(repo, ['init', '-q', '-b', 'main']);
  const targets = codes.map(() => sources.map((_, i) => (i % 2 === 0 ? `T${i}` : '')));
  const chunks: string[] = [];
  const data = (text: string): string => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const start = Date.parse('2024-01-01T00:00:00Z') / 1000;
  for (let c = 0; c < COMMITS; c++) {
    const who = `user${c % 7}@example.org`;
    chunks.push(`commit refs/heads/main\nmark :${c + 1}\nauthor U <${who}> ${start + c * 600} +0000\ncommitter U <${who}> ${start + c * 600} +0000\n${data(`commit ${c}`)}`);
    if (c === 0) {
      chunks.push(`M 100644 inline ${DIR}/messages.pot\n${data(po(null))}`);
      codes.forEach((code, l) => chunks.push(`M 100644 inline ${DIR}/${code}.po\n${data(po(targets[l]!))}`));
    } else {
      const l = c % LANGUAGES;
      const t = targets[l]!;
      for (let k = 0; k < 5; k++) t[(c * 37 + k * 101) % UNITS] = `T${c}-${k}`;
      chunks.push(`M 100644 inline ${DIR}/${codes[l]}.po\n${data(po(t))}`);
    }
  }
  const result = spawnSync('git', ['fast-import', '--quiet'], { cwd: repo, input: chunks.join(''), maxBuffer: 1 << 30 });
  if (result.status !== 0) throw new Error(result.stderr.toString());
  git(repo, ['checkout', '-q', '-f', 'main']);
}

function components(parsed: { count: number }): HistoryComponent[] {
  return [
    {
      project: 'bench',
      component: 'app',
      template: 'projects/bench/app/po/messages.pot',
      translations: [
        { language: 'en', file: '', isSource: true },
        ...codes.map((code) => ({ language: code, file: `projects/bench/app/po/${code}.po`, isSource: false })),
      ],
      parse(file, bytes) {
        parsed.count++;
        return parsePo(bytes.toString('utf8'), file).entries;
      },
      parser: 'po',
    },
  ];
}

async function run(label: string, repo: string, cacheDir: string): Promise<number> {
  const parsed = { count: 0 };
  const t0 = performance.now();
  const result = await loadHistory(components(parsed), { contentDir: path.join(repo, 'content'), cacheDir, userForEmail: () => null });
  const ms = performance.now() - t0;
  console.log(`${label.padEnd(28)} ${ms.toFixed(0).padStart(7)} ms  ${String(parsed.count).padStart(5)} versions parsed  ${result.changes.length} changes`);
  return ms;
}

const repo = mkdtempSync(path.join(os.tmpdir(), 'static-tms-bench-history-'));
const cacheDir = path.join(repo, '.static-tms-cache');
try {
  const t0 = performance.now();
  createRepository(repo);
  console.log(`repository: ${COMMITS} commits, ${LANGUAGES} translation files of ${UNITS} units (+ template), created in ${(performance.now() - t0).toFixed(0)} ms`);
  const cold = await run('cold (empty cache)', repo, cacheDir);
  await run('warm (same HEAD)', repo, cacheDir);
  for (const f of readdirSync(path.join(cacheDir, CACHE_VERSION))) if (f.startsWith('checkpoint-')) rmSync(path.join(cacheDir, CACHE_VERSION, f));
  await run('warm (parse cache only)', repo, cacheDir);
  const file = path.join(repo, DIR, `${codes[0]}.po`);
  writeFileSync(file, po(sources.map((_, i) => `new ${i}`)));
  git(repo, ['add', '-A']);
  git(repo, ['-c', 'user.name=U', '-c', 'user.email=u@example.org', 'commit', '-q', '-m', 'one more']);
  const after = await run('warm after one more commit', repo, cacheDir);
  const ratio = after / cold;
  console.log(`warm after one more commit / cold = ${ratio.toFixed(3)} (${ratio < 0.2 ? 'under' : 'NOT under'} one fifth)`);
  if (ratio >= 0.2) process.exitCode = 1;
} finally {
  if (!process.argv.includes('--keep')) rmSync(repo, { recursive: true, force: true });
  else console.log(`kept ${repo}`);
}
