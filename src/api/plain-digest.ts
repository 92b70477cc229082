import { fingerprintOf } from './lazy-item.js';

/**
 * The fingerprint of plain data (strings, numbers, booleans, null, bigints, arrays and objects of
 * them): the digest of its JSON by the native serializer, a bigint written as its digits and `n`.
 * Only compared with fingerprints of values of the same shape, where a field is always a bigint
 * or never one, so the text names the value. Several times faster than `stringifyJson`, which
 * must print the contract's exact JSON; a fingerprint need only tell values apart.
 */
export function fingerprintOfPlain(value: unknown): string {
  return fingerprintOf(plainText(value));
}

/** The text `fingerprintOfPlain` digests. */
export function plainText(value: unknown): string {
  return JSON.stringify(value, bigintAsText) ?? 'undefined';
}

function bigintAsText(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? `${value}n` : value;
}
