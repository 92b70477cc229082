/** The index of the first of the ascending `values` that is not below `value` (their length when none is). */
export function lowerBound<T extends number | string>(values: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
