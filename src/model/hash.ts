import siphash24 from 'siphash24';
import { ownString } from '../formats/own-string.js';

const encoder = new TextEncoder();
// compatibility.md §10.10: SipHash-2-4 keyed with the ASCII bytes "Weblate Sip Hash".
const KEY = encoder.encode('Weblate Sip Hash');
const OFFSET = 1n << 63n;
const out = new Uint8Array(8);
const outView = new DataView(out.buffer);
/** The text's UTF-8 bytes are encoded into this one buffer (at most 3 bytes a UTF-16 unit), not a new array a hash: ids are hashed millions of times. */
let scratch = new Uint8Array(1024);

/** Views of `scratch` by length: a hash takes no new view of the bytes it reads. */
let views: Uint8Array[] = [];

/** Unsigned 64-bit SipHash-2-4 of the UTF-8 bytes of `text` (the output read little-endian, as the reference defines it). */
export function siphash(text: string): bigint {
  hashInto(text);
  return outView.getBigUint64(0, true);
}

/**
 * 1 + (SipHash of `text` mod (2^53 − 1)), the ids of compatibility.md §5.2, in numbers instead
 * of bigints (three bigints a call, and ids are hashed for every unit and change of every build).
 * With the hash h·2^32 + l, and 2^53 ≡ 1: h·2^32 + l ≡ (h >>> 21) + (h mod 2^21)·2^32 + l.
 */
export function siphashId53(text: string): number {
  hashInto(text);
  return id53Of(outView.getUint32(4, true), outView.getUint32(0, true));
}

/** 1 + ((high·2^32 + low) mod (2^53 − 1)) for two unsigned 32-bit halves (siphashId53). */
export function id53Of(high: number, low: number): number {
  const above = high >>> 21;
  const below = (high & 0x1fffff) * 2 ** 32 + low;
  // above + below may pass 2^53, where doubles are no longer exact: compare before adding.
  return 1 + (below >= MODULUS_53 - above ? below - (MODULUS_53 - above) : below + above);
}

const MODULUS_53 = 2 ** 53 - 1;

/** The SipHash of `text` into `out`. */
function hashInto(text: string): void {
  if (text.length * 3 > scratch.length) {
    scratch = new Uint8Array(text.length * 3);
    views = [];
  }
  const { written } = encoder.encodeInto(text, scratch);
  const bytes = (views[written] ??= scratch.subarray(0, written));
  // The key and output sizes are fixed above: the library's checks of them are left out.
  siphash24(bytes, KEY, out, true);
}

/**
 * The same strings recur in every file of a component and in every version of a file (parser,
 * model and history each ask): their hash is computed once per run, in a bounded memo.
 */
const idHashMemo = new Map<string, bigint>();
const MEMO_LIMIT = 200_000;

/** id_hash / content_hash of a bilingual unit: signed H(source + context), §10.10. */
export function computeIdHash(source: readonly string[], context: string): bigint {
  const text = source.join('\x1e\x1e') + context;
  let value = idHashMemo.get(text);
  if (value === undefined) {
    if (idHashMemo.size >= MEMO_LIMIT) idHashMemo.clear();
    value = siphash(text) - OFFSET;
    // An owned key: a slice would keep the whole text of the file version it came from.
    idHashMemo.set(ownString(text), value);
  }
  return value;
}

/** An entry's id_hash: of its key alone when keyed (a monolingual unit), else of its source and context. */
export function entryIdHash(entry: { source: readonly string[]; context: string; keyed?: true }): bigint {
  return computeIdHash(entry.keyed ? [] : entry.source, entry.context);
}

/** The unit web_url checksum: the unsigned hash as 16 lowercase hex digits. */
export function checksumOfIdHash(idHash: bigint): string {
  return (idHash + OFFSET).toString(16).padStart(16, '0');
}
