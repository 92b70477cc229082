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

export function stringifyJson(value: JsonValue): string {
  if (value === null) return 'null';
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
  if (value instanceof Percent) return `${Math.floor(value.tenths / 10)}.${value.tenths % 10}`;
  if (Array.isArray(value)) return `[${value.map((v) => stringifyJson(v as JsonValue)).join(',')}]`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value)) parts.push(`${JSON.stringify(k)}:${stringifyJson(v as JsonValue)}`);
  return `{${parts.join(',')}}`;
}
