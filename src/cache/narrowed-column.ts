/** A column of small unsigned numbers (numbers of values in a table), as narrow as they allow. */
export type IndexColumn = Uint8Array | Uint16Array | Uint32Array;

/**
 * `column`'s values, each below `limit`, in the narrowest array that holds them: Uint8 below 2^8,
 * Uint16 below 2^16, else the column itself. A change's timestamp, translation and user are
 * numbers in small tables: at a million changes, two or three bytes of each of them saved are
 * megabytes held to the end of a build.
 */
export function narrowed(column: Uint32Array, limit: number): IndexColumn {
  if (limit > 1 << 16) return column;
  for (let i = 0; i < column.length; i++) if (column[i]! >= limit) throw new RangeError(`${column[i]} in a column below ${limit}`);
  const narrow = limit <= 1 << 8 ? new Uint8Array(column.length) : new Uint16Array(column.length);
  narrow.set(column);
  return narrow;
}
