/** A typed array of any kind the columns of this project use. */
export type TypedColumn = Uint8Array | Int32Array | Uint32Array | Float64Array | BigInt64Array;

/** A typed column of numbers (not bigints): ChunkedColumn's chunks, permuteInPlace's columns. */
export type NumberColumn = Exclude<TypedColumn, BigInt64Array>;

/** A copy of `column` in a new typed array of the same kind and `length` (larger), the rest zero. */
export function grownColumn<T extends TypedColumn>(column: T, length: number): T {
  const larger = new (column.constructor as new (length: number) => T)(length);
  larger.set(column as never);
  return larger;
}
