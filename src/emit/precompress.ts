import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * The compressors' own versions: a sibling made by another zlib or brotli may have other bytes,
 * so its inventory entry names them and a sibling of another version is never reused.
 */
const CODECS = hash('sha256', `zlib ${process.versions.zlib} brotli ${process.versions.brotli}`, 'hex').slice(0, 8);

/** A precompressed sibling to make for a file: its path, its inventory entry and how to make its bytes. */
export interface Sibling {
  rel: string;
  /** The encoding, its settings and the compressors' versions, then the original's digest: a pure function of these. */
  entry: string;
  compress: () => Promise<Buffer>;
}

/**
 * The .gz (zlib gzip, level 9) and .br (brotli, text mode, `level`) siblings of `rel` (hosting.md
 * section 6). `data` may be read when a sibling is made (a file written in parts), once for both.
 */
export function siblingsOf(rel: string, digest: string, level: number, data: string | Buffer | (() => Promise<Buffer>), size: number): [Sibling, Sibling] {
  let reading: Promise<Buffer> | null = null;
  const read = async (): Promise<string | Buffer> => (typeof data === 'function' ? (reading ??= data()) : data);
  return [
    { rel: `${rel}.gz`, entry: `gz9.${CODECS}:${digest}`, compress: async () => gzip(await read(), { level: 9 }) },
    {
      rel: `${rel}.br`,
      entry: `br${level}.${CODECS}:${digest}`,
      compress: async () => brotli(await read(), {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: level,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }),
    },
  ];
}
