declare module 'siphash24' {
  /** SipHash-2-4 of `data` under a 16-byte key, into `out` (8 bytes, little-endian) or a new array; `noAssert` skips the checks of the key's and the output's sizes. */
  function siphash24(data: Uint8Array, key: Uint8Array, out?: Uint8Array, noAssert?: boolean): Uint8Array;
  export default siphash24;
}
