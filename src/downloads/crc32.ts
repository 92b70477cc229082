import zlib from 'node:zlib';

/**
 * CRC-32 (ISO-HDLC, the ZIP and gzip checksum): zlib's where Node has it (20.15 and 22.2 on), else
 * tableCrc32 (the 34 MB of a project archive: 5–8 ms in zlib, 63–76 ms in the table).
 */
export const crc32: (bytes: Uint8Array) => number = typeof zlib.crc32 === 'function' ? (bytes) => zlib.crc32(bytes) : tableCrc32;

const TABLE = buildTable();

function buildTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** CRC-32 a byte at a time from a table: for Node before 20.15. */
export function tableCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
