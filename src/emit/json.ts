/**
 * Compact JSON as compatibility.md §2.3 requires: percentages with exactly one fractional digit,
 * 64-bit hashes as exact decimals, non-ASCII raw, control characters escaped in lowercase hex.
 */

/** A percentage held as integer tenths, so that it always prints with one decimal. */
export class Percent {
  constructor(readonly tenths: number) {}
}

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | bigint
  | Percent
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/**
 * Hand-written because JSON.stringify cannot print bigints or fixed decimals. Built by string
 * concatenation (V8 ropes) with cached keys: three times faster than joining arrays of parts,
 * and rendering is most of a build's CPU time.
 */
export function stringifyJson(value: JsonValue): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isSafeInteger(value)) throw new Error(`not a safe integer: ${value}`);
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return value.toString();
  }
  if (value === null) return 'null';
  if (value instanceof Percent) return `${Math.floor(value.tenths / 10)}.${value.tenths % 10}`;
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += stringifyJson(value[i] as JsonValue);
    }
    return `${out}]`;
  }
  const object = value as { readonly [key: string]: JsonValue };
  let out = '{';
  let first = true;
  for (const key of Object.keys(object)) {
    if (first) first = false;
    else out += ',';
    out += `${quotedKey(key)}:${stringifyJson(object[key]!)}`;
  }
  return `${out}}`;
}

const quotedKeys = new Map<string, string>();

function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    // Keys are the contract's field names plus a few data-driven ones (language codes); bound it anyway.
    if (quotedKeys.size < 10_000) quotedKeys.set(key, quoted);
  }
  return quoted;
}
