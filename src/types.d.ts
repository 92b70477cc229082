declare module 'siphash' {
  type SipHashKey = number[];
  const SipHash: {
    string16_to_key(s: string): SipHashKey;
    hash(key: SipHashKey, m: string | Uint8Array): { h: number; l: number };
  };
  export default SipHash;
}
