import { statSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import type { CompactEntry } from '../history/compact-entry.js';
import type { HistoryOptions, HistoryPlace } from '../history/load-history.js';
import type { VersionsAhead, VersionToParse } from '../history/versions-ahead.js';
import type { LanguageOverride } from '../languages/language.js';
import { startFileWorker } from '../start-file-worker.js';
import type { VersionParser } from './version-parser.js';

/** What the thread is given when it starts. */
export interface HistoryParseWork extends HistoryPlace {
  /** In the order the replay reads them. */
  versions: VersionToParse[];
  /** By component, in the history's order. */
  parsers: VersionParser[];
  /** By component, what names each parser (HistoryComponent.parser): the key of the versions it caches. */
  parserKeys: string[];
  /** languages.yaml: the thread makes the same language catalogue as the build. */
  languages: LanguageOverride[];
  /** Shared: per version, who parses it (0 until one of the two claims it). */
  claims: Int32Array;
  /** Shared: [the number of versions the replay has taken]. */
  taken: Int32Array;
}

/** A version the thread parsed, sent back; `entries` null when it could not. */
export interface ParsedVersion {
  index: number;
  entries: CompactEntry[] | null;
}

export const BY_THREAD = 1;
const BY_REPLAY = 2;

/** Versions the thread parses ahead of the replay at most: their entries wait in memory until it reads them. */
export const AHEAD = 16;

/** Entries the thread's compactor remembers at most (EntryCompactor): a few components' strings. */
export const THREAD_MEMO_LIMIT = 20_000;

/**
 * The thread's young generation, in MB (V8 lets it grow to tens of MB): its parses are short-lived, and
 * the thread runs while the history holds every file's latest version, near a large build's peak.
 */
const THREAD_YOUNG_MB = 8;

/**
 * Below this many bytes of versions to parse (estimated from the files as they are now), the
 * replay parses them alone: the thread takes about 0.35 s to load the parsers and the language
 * catalogue, which a few versions do not repay (a rebuild after one commit reads one or two).
 */
const THREAD_FROM_BYTES = 4 << 20;

/**
 * `loadHistory`'s parseAhead: a cold build's history parses every version of every file, about
 * half the history's time, with the second core idle (docs/performance.md, issue 21 stop 23).
 * A thread parses them too, in the order the replay reads them. Each version is parsed by
 * whichever of the two claims it first: the thread goes from one to the next, at most AHEAD past
 * the replay; the replay parses the version it reaches when the thread has not started it, and
 * while it waits for one the thread is parsing, the next that the thread has not started.
 */
export function parseHistoryOnThread(
  parsers: VersionParser[],
  parserKeys: string[],
  languages: LanguageOverride[],
  absoluteOf: (file: string) => string,
  fromBytes = THREAD_FROM_BYTES,
): NonNullable<HistoryOptions['parseAhead']> {
  return (place, versions, parseHere) => {
    const sizes = new Map<string, number>();
    let bytes = 0;
    for (const v of versions) {
      let size = sizes.get(v.file);
      if (size === undefined) sizes.set(v.file, (size = sizeOf(absoluteOf(v.file))));
      bytes += size;
    }
    if (bytes < fromBytes) return null;
    const claims = new Int32Array(new SharedArrayBuffer(4 * versions.length));
    const taken = new Int32Array(new SharedArrayBuffer(4));
    return new HistoryParseThread({ ...place, versions, parsers, parserKeys, languages, claims, taken }, parseHere);
  };
}

function sizeOf(abs: string): number {
  try {
    return statSync(abs).size;
  } catch {
    return 0;
  }
}

/** A version the thread claimed: the replay's promise of its entries, and the thread's answer. */
interface Slot {
  promise: Promise<CompactEntry[] | null>;
  resolve(entries: CompactEntry[] | null): void;
  answered: boolean;
  taken: boolean;
}

type Entries = Promise<CompactEntry[] | null>;

class HistoryParseThread implements VersionsAhead {
  private readonly worker: Worker;
  /** The place in the plan of each version the replay has not asked for. */
  private readonly indexOf = new Map<string, number>();
  /** Versions the thread claimed, until the replay has both asked for them and had the thread's answer. */
  private readonly slots = new Map<number, Slot>();
  /** Versions the replay parsed ahead, while it waited for the thread, until it asks for them. */
  private readonly parsedHere = new Map<number, Entries>();
  private failed = false;

  constructor(
    private readonly work: HistoryParseWork,
    private readonly parseHere: (version: VersionToParse) => Promise<CompactEntry[]>,
  ) {
    work.versions.forEach(({ blob, file }, i) => this.indexOf.set(keyOf(blob, file), i));
    this.worker = startFileWorker(new URL('../../lib/model/history-parse-worker.js', import.meta.url), { workerData: work, resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_MB } });
    this.worker.on('message', ({ index, entries }: ParsedVersion) => this.answer(index, entries));
    // A thread that fails leaves every version it has not parsed to the replay.
    const giveUp = (): void => {
      this.failed = true;
      [...this.slots.keys()].forEach((index) => this.answer(index, null));
    };
    this.worker.on('error', giveUp);
    this.worker.on('exit', giveUp);
  }

  entriesOf(blob: string, file: string): Entries | null {
    const key = keyOf(blob, file);
    const index = this.indexOf.get(key);
    if (index === undefined) return null;
    this.indexOf.delete(key);
    Atomics.add(this.work.taken, 0, 1);
    Atomics.notify(this.work.taken, 0);
    const parsed = this.parsedHere.get(index);
    if (parsed !== undefined) {
      this.parsedHere.delete(index);
      return parsed;
    }
    if (this.claim(index)) return this.parseHere(this.work.versions[index]!);
    return this.fromThread(index);
  }

  close(): void {
    void this.worker.terminate();
  }

  /** The thread's answer for a version it claimed; meanwhile the replay parses the next versions the thread has not started. */
  private async fromThread(index: number): Promise<CompactEntry[] | null> {
    const slot = this.slot(index);
    slot.taken = true;
    if (slot.answered) this.slots.delete(index);
    for (let next = index + 1; next < Math.min(index + AHEAD, this.work.versions.length) && !slot.answered; next++) {
      if (!this.claim(next)) continue;
      const parsed = this.parseHere(this.work.versions[next]!);
      this.parsedHere.set(next, parsed);
      await parsed;
    }
    return slot.promise;
  }

  /** Whether the replay has claimed the version (the thread had not, or it failed). */
  private claim(index: number): boolean {
    return Atomics.compareExchange(this.work.claims, index, 0, BY_REPLAY) === 0 || (this.failed && !this.slots.has(index));
  }

  private answer(index: number, entries: CompactEntry[] | null): void {
    const slot = this.slot(index);
    slot.resolve(entries);
    slot.answered = true;
    if (slot.taken) this.slots.delete(index);
  }

  /** A version's slot, made by whichever comes first: the thread's answer or the replay's asking. */
  private slot(index: number): Slot {
    let slot = this.slots.get(index);
    if (slot === undefined) {
      let resolve!: (entries: CompactEntry[] | null) => void;
      const promise = new Promise<CompactEntry[] | null>((r) => (resolve = r));
      this.slots.set(index, (slot = { promise, resolve, answered: false, taken: false }));
    }
    return slot;
  }
}

function keyOf(blob: string, file: string): string {
  return `${blob}\0${file}`;
}
