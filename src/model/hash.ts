import SipHash from 'siphash';

// compatibility.md §10.10: SipHash-2-4 keyed with the ASCII bytes "Weblate Sip Hash".
const KEY = SipHash.string16_to_key('Weblate Sip Hash');
const OFFSET = 1n << 63n;
const encoder = new TextEncoder();

/** Unsigned 64-bit SipHash-2-4 of the UTF-8 bytes of `text`. */
export function siphash(text: string): bigint {
  const { h, l } = SipHash.hash(KEY, encoder.encode(text));
  return (BigInt(h >>> 0) << 32n) | BigInt(l >>> 0);
}

/** id_hash / content_hash of a bilingual unit: signed H(source + context), §10.10. */
export function computeIdHash(source: readonly string[], context: string): bigint {
  return siphash(source.join('\x1e\x1e') + context) - OFFSET;
}

/** The unit web_url checksum: the unsigned hash as 16 lowercase hex digits. */
export function checksumOfIdHash(idHash: bigint): string {
  return (idHash + OFFSET).toString(16).padStart(16, '0');
}
