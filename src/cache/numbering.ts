/** Numbers values in the order first seen, so that columns can hold numbers instead of values. */
export class Numbering<T> {
  readonly values: T[] = [];
  private readonly numbers = new Map<T, number>();

  of(value: T): number {
    let n = this.numbers.get(value);
    if (n === undefined) this.numbers.set(value, (n = this.values.push(value) - 1));
    return n;
  }
}
