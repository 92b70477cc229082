import { describe, expect, it } from 'vitest';
import { checksumOfIdHash, computeIdHash, id53Of, siphash, siphashId53 } from './hash.js';
import { computeId, computeNotificationId } from './ids.js';

describe('computeIdHash (compatibility.md §15.1)', () => {
  const vectors: [string[], string, string, string][] = [
    [['Message'], '', '8445691827737211251', 'f5351ff85ab23173'],
    [['Context'], 'Message', '-1602104568316855346', '69c42e6228717bce'],
    [['Příšerně žluťoučký kůň úpěl ďábelské ódy'], '', '-4296353750398394478', '44604906ee161f92'],
    [['A'], '', '-6306725157533644379', '287a02e2393009a5'],
    [["String 'A'"], 'A', '6706964138259559415', 'dd13ec59463eb3f7'],
    [['B'], '', '94239120442185084', '814ecdfb11e6d57c'],
    [["String 'B'"], 'B', '5871207942681564553', 'd17ab88451fc9589'],
    [['mr'], '', '3515632860997702012', 'b0ca0975e075517c'],
    [[''], '', '2141328909150225308', '9db7874c312c839c'],
    [['Hello, world!\n'], '', '-2012431413508206962', '6412684aaf018e8e'],
    [['Orangutan has %d banana.\n', 'Orangutan has %d bananas.\n'], '', '2097404709965985808', '9d1b7a789fc0f810'],
    [['Open'], 'menu', '-1293144710616949837', '6e0dd3bcb0805bb3'],
    [['Try Weblate at <http://demo.weblate.org/>!\n'], '', '-7960755704784685014', '1185b6dd48a4f82a'],
    [['Thank you for using Weblate.'], '', '-3793118914799002855', '4b5c22719c971b19'],
    [['key30'], '', '-8649891162222569669', '07f569d129eed73b'],
  ];
  it.each(vectors)('%j + %j', (source, context, signed, checksum) => {
    const h = computeIdHash(source, context);
    expect(h.toString()).toBe(signed);
    expect(checksumOfIdHash(h)).toBe(checksum);
  });
});

describe('computeId (compatibility.md §15.2)', () => {
  it.each([
    ['project', ['demo'], 6677252584077646],
    ['component', ['demo', 'glossary'], 8346321401413217],
    ['component', ['demo', 'core'], 4225925536150693],
    ['translation', ['demo', 'glossary', 'cs'], 4108744247987008],
    ['translation', ['demo', 'core', 'cs'], 3326338441726407],
    ['unit', ['demo', 'core', 'cs', '-2012431413508206962'], 3540656869431319],
    ['unit', ['demo', 'core', 'en', '-2012431413508206962'], 3629028910038175],
    ['unit', ['demo', 'glossary', 'cs', '-2012431413508206962'], 5529688291061096],
    ['change', ['0123456789abcdef0123456789abcdef01234567', 'demo', 'glossary', 'cs', '-2012431413508206962', '2'], 859943466795480],
    ['plural', ['cs'], 7377755238255477],
    ['plural', ['en'], 8445571089623959],
  ] as const)('%s %j', (kind, parts, id) => {
    expect(computeId(kind, parts)).toBe(id);
  });

  it('equals 1 + (SipHash mod (2^53 − 1)) computed in bigints, for many texts and at the edges of the modulus', () => {
    const bigintId = (text: string) => Number(1n + (siphash(text) % ((1n << 53n) - 1n)));
    for (let i = 0; i < 20_000; i++) {
      const text = `change\x1f${i.toString(16).repeat(1 + (i % 40))}\x1fdé\x1f${-i * 7919}`;
      expect(siphashId53(text), text).toBe(bigintId(text));
    }
    expect(computeId('unit', [])).toBe(bigintId('unit'));
    const halves = (x: bigint) => [Number(x >> 32n), Number(x & 0xffffffffn)] as const;
    for (const x of [0n, 1n, (1n << 53n) - 2n, (1n << 53n) - 1n, 1n << 53n, (1n << 64n) - 1n, (1n << 64n) - 2048n, ((1n << 53n) - 1n) * 2047n, ((1n << 53n) - 1n) * 2047n - 1n, (1n << 63n) + 12345n]) {
      expect(id53Of(...halves(x)), String(x)).toBe(Number(1n + (x % ((1n << 53n) - 1n))));
    }
  });

  it('numbers notification subscriptions by user key', () => {
    expect(computeNotificationId('admin', 1)).toBe(3197232196167681);
    expect(computeNotificationId('admin', 9)).toBe(3197232196167689);
  });
});
