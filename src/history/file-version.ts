import { base36 } from '../cache/base36.js';
import { hash53 } from '../cache/hash53.js';
import type { CompactEntry } from './compact-entry.js';
import { EntryLayout } from './entry-layout.js';
import { fittedTarget, FORM_SEPARATOR } from './fit-forms.js';

/**
 * One parsed version of a file: its entries by id_hash, in file order, in columns. A cold build
 * holds the latest version of every file while it replays the commits (a million entries at L);
 * as objects of six strings in a map they took about 210 bytes an entry and made the peak of the
 * whole build. Here an entry takes about 32: its id_hash and source are in a layout that the
 * versions of a component's files share (EntryLayout), and a target is kept as text only while
 * the version is the one a commit has just brought (whose changes record it): after that, as a
 * hash, which is all comparing needs. A target of several forms keeps its text, since fitting it
 * to a language's forms may cut some.
 */
export class FileVersion {
  readonly layout: EntryLayout;
  /**
   * CompactEntry.m and .n as the numbers they are written from, and each target's hash (NO_TARGET
   * for none). Arrays made at their size, not typed arrays: V8 keeps their numbers unboxed on its
   * own heap, where they go with the version. A typed array's small backing store comes from
   * malloc, and its fragments stayed with the process (28 MB more RSS after the history at L).
   */
  private readonly metas: number[];
  private readonly sourceMetas: number[];
  private readonly targetHashes: number[];
  private targets: string[] | null;
  private readonly pluralTargets = new Map<number, string>();
  /** CompactEntry.p of the rows that have one (a `#|` previous source, which few entries carry). */
  private readonly previousSources = new Map<number, string>();

  /** `like`: a layout the entries may have, kept instead of a copy when they do. */
  constructor(entries: readonly CompactEntry[], like: EntryLayout | null = null) {
    const { layout, unique } = EntryLayout.of(entries, like);
    this.layout = layout;
    this.metas = unique.map((e) => parseInt(e.m, 36));
    this.sourceMetas = unique.map((e) => parseInt(e.n, 36));
    this.targetHashes = unique.map((e) => (e.t === '' ? NO_TARGET : hash53(e.t)));
    this.targets = unique.map((e) => e.t);
    unique.forEach((e, row) => {
      if (e.t.includes(FORM_SEPARATOR)) this.pluralTargets.set(row, e.t);
      if (e.p !== '') this.previousSources.set(row, e.p);
    });
  }

  get size(): number {
    return this.layout.size;
  }

  /** Each entry's id_hash, source and CompactEntry.n, in file order. */
  *strings(): Generator<{ h: string; s: string; n: string }> {
    const sources = this.layout.sources;
    for (const [h, row] of this.layout.rows) yield { h, s: sources[row]!, n: base36(this.sourceMetas[row]!) };
  }

  /** The id_hash of the entry's previous source, or "" (also when there is no entry). */
  previousSourceOf(idHash: string): string {
    const row = this.layout.rows.get(idHash);
    return row === undefined ? '' : (this.previousSources.get(row) ?? '');
  }

  /** CompactEntry.m of the entry as a number, or -1 when there is none. */
  metaOf(idHash: string): number {
    const row = this.layout.rows.get(idHash);
    return row === undefined ? -1 : this.metas[row]!;
  }

  /** The entry's target ("" when there is none); only while the version keeps its targets. */
  targetOf(idHash: string): string {
    if (this.targets === null) throw new Error('the targets of this file version were let go');
    const row = this.layout.rows.get(idHash);
    return row === undefined ? '' : this.targets[row]!;
  }

  hasTarget(idHash: string): boolean {
    const row = this.layout.rows.get(idHash);
    return row !== undefined && this.targetHashes[row] !== NO_TARGET;
  }

  /** True when the entry's target, fitted to `count` forms when given, is `fitted` ("" when there is no entry). */
  targetIs(idHash: string, fitted: string, count: number | undefined): boolean {
    const row = this.layout.rows.get(idHash);
    if (row === undefined || this.targetHashes[row] === NO_TARGET) return fitted === '';
    const text = this.targets?.[row] ?? this.pluralTargets.get(row);
    if (text !== undefined) return fittedTarget(text, count) === fitted;
    // One form, known by its hash: fitted, it gains count − 1 empty forms.
    const padding = count === undefined ? '' : FORM_SEPARATOR.repeat(Math.max(count, 1) - 1);
    if (!fitted.endsWith(padding)) return false;
    const form = fitted.slice(0, fitted.length - padding.length);
    return form !== '' && !form.includes(FORM_SEPARATOR) && hash53(form) === this.targetHashes[row];
  }

  /** Lets go of the targets' text once no change can record them any more. */
  dropTargets(): void {
    this.targets = null;
  }
}

/** The hash of an empty target: hash53 gives none below 0. */
const NO_TARGET = -1;
