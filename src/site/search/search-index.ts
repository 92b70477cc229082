import { createHash } from 'node:crypto';
import { base36 } from '../../cache/base36.js';
import { fingerprintOf } from '../../api/lazy-item.js';
import { ChunkedColumn } from '../../cache/chunked-column.js';
import { spilledOrInMemory } from '../../cache/spill-file.js';
import { SpilledColumn } from '../../cache/spilled-column.js';
import { Numbering } from '../../cache/numbering.js';
import { stringifyJson } from '../../emit/json.js';
import type { Translation, Unit } from '../../model/model-types.js';
import type { UnitTokenSink } from '../../api/routes/unit-plan.js';
import { langTagOf } from '../lang-tag.js';
import { compareText } from '../site-context.js';
import { SEARCH_INDEX_VERSION } from './search-paths.js';
import { searchShardOf, searchTokensOf } from './search-tokens.js';

/**
 * One translation as the manifest lists it: project, component and language names, the path
 * `<project>/<component>/<language>`, the language's BCP 47 tag ('' when none) and direction, and
 * 1 for the component's source language.
 */
export type SearchTranslation = [project: string, component: string, language: string, path: string, lang: string, dir: 'ltr' | 'rtl', source: 0 | 1];

/** A file of the index: the manifest (`index`) or a shard (its number, searchShardOf). */
export interface SearchIndexFile {
  name: string;
  /** Names the file's bytes: equal fingerprints, equal bytes. */
  fingerprint: string;
  /** The file's JSON, made when asked: a rebuild keeps most shards without making them. */
  body(): string;
}

/**
 * The static search index of the web site, filled from the unit stream as the API reads it.
 *
 * An inverted index: each token maps to the API ids of the units that contain a token of that
 * spelling. A string's source text and context (its key) are indexed once, in the source
 * language's translation; every other translation adds its target text. So a search for a source
 * string finds one unit per component (its result links to every language), and the index grows
 * with the translated text, not with languages × source text. The results show the units read
 * from the API (`/api/units/<id>/`), so the index holds no text but its tokens.
 *
 * Postings are in the order of the site (translations, then units by position). Units are named
 * by their API ids, which do not move when other strings change, so a rebuild that changes one
 * string changes only the shards of the tokens it gained or lost.
 */
export class SearchIndex implements UnitTokenSink {
  /** The tokens by number, in the order first seen. */
  private tokens = new Numbering<string>();
  /**
   * The postings as they come: each unit's token numbers, one unit after the other. At a million
   * units there are ten million postings: 4 bytes each here (an array of id strings per token took
   * about 40 bytes a posting, a column of unit ids beside the tokens 12). In chunks, so that growing
   * never copies; in a file when the index is given a folder, since they are read only at the end.
   */
  private postingTokens: PostingColumn;
  /**
   * Per unit, UNIT_VALUES numbers: its API id's high and low 32 bits, and where its postings end.
   * 12 bytes a unit, also read only at the end: in a file too, so that the rest of the build does
   * not carry them (12 MB at a million units, through the change routes, where a build peaks).
   */
  private units: PostingColumn;
  private readonly translations: SearchTranslation[] = [];
  /** `files` has run and let the columns go: nothing more can be added or given. */
  private given = false;

  /** With `spillDir`, the postings wait in a file there (SpilledColumn); else, or when it cannot take one, in memory. */
  constructor(spillDir: string | null = null) {
    this.postingTokens = postingColumnIn(spillDir);
    this.units = postingColumnIn(spillDir);
  }

  /** A unit's distinct tokens: its source and context in the source translation, else its target. */
  tokensOf(t: Translation, u: Readonly<Unit>): string[] {
    const tokens = new Set<string>();
    const texts = t.isSource ? [...u.source, u.context] : u.target;
    for (const text of texts) for (const token of searchTokensOf(text)) tokens.add(token);
    return [...tokens];
  }

  /** A translation's units by API id, each with its tokens (`tokensOf`, or as a previous build planned them). */
  add(t: Translation, ids: readonly number[], tokens: readonly (readonly string[])[]): void {
    if (this.given) throw new Error('units added to a search index after its files were made');
    this.translations.push(searchTranslationOf(t));
    for (const [i, id] of ids.entries()) {
      for (const token of tokens[i]!) this.postingTokens.push(this.tokens.of(token));
      this.units.push(Math.floor(id / 2 ** 32));
      this.units.push(id >>> 0);
      this.units.push(this.postingTokens.length);
    }
  }

  /**
   * The manifest, then the shards: as many as the index needs to keep each near SHARD_BYTES (a
   * power of two, so that a growing site changes their number seldom), named by number. A token's
   * units are listed in the order they were added, as their ids in base 36 (at most 11 digits for
   * 2^53: about half the bytes of JSON numbers). Each shard is made when it is asked for: at a
   * million units the shards' JSON is about a hundred megabytes, which is never held at once.
   *
   * The index gives its files once: its columns and token map (about 60 MB at a million units)
   * are let go as soon as they are read, so that the rest of the build does not carry them.
   */
  *files(shardBytes = SHARD_BYTES, batchPostings = BATCH_POSTINGS): Generator<SearchIndexFile> {
    if (this.given) throw new Error('a search index gives its files once');
    this.given = true;
    const names = this.tokens.values;
    const postings = this.postingTokens;
    const { unitIds, unitEnds } = this.readUnits();
    this.tokens = new Numbering<string>();
    this.postingTokens = postingColumnIn(null);
    this.units = postingColumnIn(null);
    // Each token's number of units, and the bytes of every [token, ids] entry (its ids
    // space-separated), without making them.
    const idDigits = new Uint8Array(unitIds.length);
    for (let n = 0; n < unitIds.length; n++) idDigits[n] = base36(unitIds[n]!).length;
    const counts = new Uint32Array(names.length);
    let bytes = 0;
    forEachPosting(postings, unitEnds, (token, unit) => {
      counts[token]!++;
      bytes += idDigits[unit]!;
    });
    for (let k = 0; k < names.length; k++) bytes += Buffer.byteLength(names[k]!) + counts[k]! - 1 + 6;
    const count = shardCountFor(bytes, shardBytes);
    // Each shard's tokens in token order.
    const shards: number[][] = Array.from({ length: count }, () => []);
    const order = Array.from(names.keys()).sort((a, b) => compareText(names[a]!, names[b]!));
    for (const k of order) shards[searchShardOf(names[k]!, count)]!.push(k);
    const manifest = stringifyJson({ version: SEARCH_INDEX_VERSION, shards: count, translations: this.translations });
    yield { name: 'index', fingerprint: fingerprintOf(manifest), body: () => manifest };
    // A shard's bytes follow from its tokens and their units' ids: hashed as numbers, they name
    // the shard without making its JSON (about 170 MB of id strings at M, for a few changed shards).
    let scratch = new Float64Array(1024);
    const fingerprintOfShard = (shard: ShardUnits): string => {
      const hash = createHash('sha256').update(`${SEARCH_INDEX_VERSION}\0`);
      for (const [j, k] of shard.tokens.entries()) {
        const n = counts[k]!;
        if (n > scratch.length) scratch = new Float64Array(n);
        for (let i = 0; i < n; i++) scratch[i] = unitIds[shard.units[shard.firsts[j]! + i]!]!;
        hash.update(`${names[k]!}\0${n}\0`).update(scratch.subarray(0, n));
      }
      return hash.digest('base64url').slice(0, 22);
    };
    const idsOf = (shard: ShardUnits, j: number): string => {
      const ids: string[] = [];
      const first = shard.firsts[j]!;
      for (let i = first; i < first + counts[shard.tokens[j]!]!; i++) ids.push(base36(unitIds[shard.units[i]!]!));
      return ids.join(' ');
    };
    for (const [n, shard] of unitsOfShards(shards, counts, postings, unitEnds, batchPostings)) {
      yield {
        name: String(n),
        fingerprint: fingerprintOfShard(shard),
        body: () => stringifyJson({ version: SEARCH_INDEX_VERSION, tokens: shard.tokens.map((k, j) => [names[k]!, idsOf(shard, j)]) }),
      };
    }
  }

  /** The units' API ids and where their postings end, by number, read back from `units`. */
  private readUnits(): { unitIds: Float64Array; unitEnds: Uint32Array } {
    const count = this.units.length / UNIT_VALUES;
    const unitIds = new Float64Array(count);
    const unitEnds = new Uint32Array(count);
    let at = 0;
    for (const chunk of this.units.chunks()) {
      for (const value of chunk) {
        const unit = Math.floor(at / UNIT_VALUES);
        const field = at++ % UNIT_VALUES;
        if (field === 0) unitIds[unit] = value * 2 ** 32;
        else if (field === 1) unitIds[unit]! += value;
        else unitEnds[unit] = value;
      }
    }
    return { unitIds, unitEnds };
  }
}

/** A shard's tokens (by number), and their units by number: token j's are units[firsts[j] …], as many as it has. */
interface ShardUnits {
  tokens: number[];
  firsts: Uint32Array;
  units: Uint32Array;
}

/**
 * Postings placed at a time, at most (4 MB), unless one shard alone has more. The index's files
 * are made at the end of a build, beside the change table and the writer's state: one array of
 * every posting by token (22 MB at a million units) made that the build's highest moment.
 */
const BATCH_POSTINGS = 1 << 20;

/**
 * Each shard (by number) with its units, placed for a batch of shards at a time (`batchPostings`
 * at most) by one pass over the postings (a counting sort of the batch's tokens), in the order
 * they were added.
 */
function* unitsOfShards(shards: number[][], counts: Uint32Array, postings: PostingColumn, unitEnds: Uint32Array, batchPostings: number): Generator<[number, ShardUnits]> {
  const shardOf = new Uint32Array(counts.length);
  for (const [s, tokens] of shards.entries()) for (const k of tokens) shardOf[k] = s;
  const postingsOf = shards.map((tokens) => tokens.reduce((n, k) => n + counts[k]!, 0));
  const next = new Uint32Array(counts.length);
  for (let from = 0; from < shards.length; ) {
    let to = from;
    let total = 0;
    while (to < shards.length && (to === from || total + postingsOf[to]! <= batchPostings)) total += postingsOf[to++]!;
    const units = new Uint32Array(total);
    const batch: ShardUnits[] = [];
    let at = 0;
    for (let s = from; s < to; s++) {
      const firsts = new Uint32Array(shards[s]!.length);
      for (const [j, k] of shards[s]!.entries()) {
        firsts[j] = next[k] = at;
        at += counts[k]!;
      }
      batch.push({ tokens: shards[s]!, firsts, units });
    }
    forEachPosting(postings, unitEnds, (token, unit) => {
      const s = shardOf[token]!;
      if (s >= from && s < to) units[next[token]!++] = unit;
    });
    for (const [i, shard] of batch.entries()) yield [from + i, shard];
    from = to;
  }
}

/** Each posting in the order added, with the number of its unit (unit n's postings end at unitEnds[n]; one without tokens ends where the one before it does). */
function forEachPosting(postings: PostingColumn, unitEnds: Uint32Array, visit: (token: number, unit: number) => void): void {
  let unit = -1;
  let end = 0;
  let p = 0;
  for (const chunk of postings.chunks()) {
    for (const token of chunk) {
      while (p === end) end = unitEnds[++unit]!;
      visit(token, unit);
      p++;
    }
  }
}

/** The numbers `units` holds per unit. */
const UNIT_VALUES = 3;

/** What the postings and units are kept in: a ChunkedColumn or a SpilledColumn. */
type PostingColumn = Pick<SpilledColumn, 'push' | 'length' | 'chunks'>;

function postingColumnIn(dir: string | null): PostingColumn {
  return spilledOrInMemory<PostingColumn>(dir, (d) => new SpilledColumn(d), () => new ChunkedColumn((n) => new Uint32Array(n)));
}

/** The size a shard aims at: small enough to fetch for one word on a phone, large enough to keep files few. */
export const SHARD_BYTES = 64 * 1024;

/** The smallest power of two of shards that keeps them at SHARD_BYTES on average. */
export function shardCountFor(bytes: number, shardBytes = SHARD_BYTES): number {
  let count = 1;
  while (count * shardBytes < bytes) count *= 2;
  return count;
}

function searchTranslationOf(t: Translation): SearchTranslation {
  const c = t.component;
  return [c.project.name, c.name, t.language.name, `${c.project.slug}/${c.slug}/${t.language.code}`, langTagOf(t.language.code) ?? '', t.language.direction, t.isSource ? 1 : 0];
}
