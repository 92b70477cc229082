import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { NO_PROGRESS, type Progress } from '../../src/build-progress.js';
import { runBuild, type BuildOutcome } from '../../src/build.js';
import type { LinkMode } from '../../src/api/urls.js';
import type { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { GitFixture } from '../history/git-fixture.js';
import { REPO_ROOT } from './content-tree.js';
import { readTree } from './tree-files.js';

/**
 * Edits of four kinds, in this order, that a cache kept between builds must follow: a template
 * that gains a string, a component's check flags, a language's name and a glossary file.
 */
export const VARIED_EDITS: readonly [file: string, change: (text: string) => string][] = [
  ['projects/weather/app/po/app.pot', (t) => `${t}\n#: src/weather/ui/menu.py:20\nmsgid "Refresh"\nmsgstr ""\n`],
  ['projects/weather/website/component.yaml', (t) => t.replace('check_flags: safe-html', 'check_flags: ""')],
  ['languages.yaml', (t) => t.replace('name: Pirate English', 'name: Pirate Speak')],
  ['projects/weather/glossary/de.tbx', (t) => `${t}\n`],
];

/** The outcome of a build that succeeded; a failed one throws, naming the codes of its diagnostics. */
export function succeeded(outcome: BuildOutcome, bag: DiagnosticBag): BuildOutcome & { ok: true } {
  if (!outcome.ok) throw new Error(`build failed: ${bag.items.map((d) => d.code).join(', ')}`);
  return outcome;
}

/**
 * The demo content in a git repository of its own, for rebuild tests: each edit is a commit one
 * day after the one before, and each build writes `out/<name>` beside the content, so that the
 * repository's `.static-tms-cache` serves every build.
 */
export class DemoRepository {
  private readonly repo = new GitFixture();
  /** Edits so far. */
  edits = 0;

  /** `prepare` may change the copied content before the first commit (its folder is given). */
  constructor(prepare: (content: string) => void = () => {}) {
    fs.cpSync(path.join(REPO_ROOT, 'content'), path.join(this.repo.dir, 'content'), { recursive: true });
    prepare(path.join(this.repo.dir, 'content'));
    this.repo.commit('demo', { date: '2025-03-01T10:00:00Z', email: 'alice@example.org' });
  }

  /** A path in the repository. */
  path(...parts: string[]): string {
    return path.join(this.repo.dir, ...parts);
  }

  build(out: string, bag: DiagnosticBag, options: { site: boolean; progress?: Progress; links?: LinkMode; changedList?: string }): Promise<BuildOutcome> {
    return runBuild({
      content: this.path('content'), out: this.path('out', out), history: true, links: options.links ?? 'query', site: options.site,
      precompress: false, precompressLevel: 11, printHosts: () => [], progress: options.progress ?? NO_PROGRESS,
      ...(options.changedList !== undefined ? { changedList: options.changedList } : {}),
    }, bag);
  }

  treeOf(out: string): Map<string, Buffer> {
    return readTree(this.path('out', out));
  }

  /** Changes a content file (the change must change it) and commits it. */
  edit(file: string, change: (text: string) => string): void {
    const full = this.path('content', file);
    const before = fs.readFileSync(full, 'utf8');
    const after = change(before);
    expect(after).not.toBe(before);
    fs.writeFileSync(full, after);
    this.edits++;
    this.repo.commit(`edit ${file}`, { date: `2025-03-${String(this.edits + 1).padStart(2, '0')}T10:00:00Z`, email: 'bob@example.org' });
  }

  /** Amends the last edit's commit with another author: its files and times are the same. */
  reattributeLastEdit(email: string): void {
    this.repo.gitAt({ date: `2025-03-${String(this.edits + 1).padStart(2, '0')}T10:00:00Z`, email }, 'commit', '-q', '--amend', '--reset-author', '-m', 'reattributed');
  }

  /** Commits a file outside the content, as an app's code changes beside its translations. */
  commitOutsideContent(file: string, text: string): void {
    this.repo.write(file, text).commit(`code ${file}`, { date: '2025-03-28T10:00:00Z', email: 'dave@example.org' });
  }

  /**
   * Rewrites the history as a force-push would: `remake` false amends the last commit (new date
   * and author, same files), true makes the repository again, its files in one new commit.
   */
  rewriteHistory(remake: boolean): void {
    const at = { date: '2025-04-01T10:00:00Z', email: 'carol@example.org' };
    if (!remake) {
      this.repo.gitAt(at, 'commit', '-q', '--amend', '--reset-author', '-m', 'rewritten');
      return;
    }
    this.repo.init();
    this.repo.commit('made again', at);
  }

  /** Builds `out` as a repository without `.static-tms-cache` would, the kept cache put back after. */
  async buildWithoutCache(out: string, bag: DiagnosticBag, options: { site: boolean }): Promise<BuildOutcome> {
    const cache = this.path('.static-tms-cache');
    const aside = `${cache}-aside`;
    fs.renameSync(cache, aside);
    try {
      return await this.build(out, bag, options);
    } finally {
      fs.rmSync(cache, { recursive: true, force: true });
      fs.renameSync(aside, cache);
    }
  }

  /** The id of a component of the built `out` (`project/component`), which names its cache files. */
  componentId(out: string, component: string): number {
    return (JSON.parse(fs.readFileSync(this.path('out', out, 'api/components', component, 'index.json'), 'utf8')) as { id: number }).id;
  }

  cleanup(): void {
    this.repo.cleanup();
  }
}
