const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * `n.toString(36)` for a safe non-negative integer, about eight times faster: V8 writes a number
 * in radix 36 by its general floating-point algorithm (close to a microsecond), and the search
 * index and the history write millions of ids and hashes this way.
 */
export function base36(n: number): string {
  if (n < 36) return DIGITS[n]!;
  let text = '';
  while (n > 0) {
    // Exact: below 2^53 the quotient is below 2^48, where a double's spacing (2^-5 at most) is
    // finer than 1/36, so rounding n / 36 never carries it across an integer.
    const q = Math.floor(n / 36);
    text = DIGITS[n - q * 36]! + text;
    n = q;
  }
  return text;
}
