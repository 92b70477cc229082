/** A raw HTTP request for tests: the path is sent exactly as given (no URL normalization). */
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  /** Lower-case header name → value, as received. */
  headers: Record<string, string>;
  /** Header names in the order received, lower case, duplicates kept. */
  names: string[];
  body: Buffer;
}

export function sendRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const framing = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
    const options = { host: '127.0.0.1', port, method, path: target, headers: { ...framing, ...headers }, agent: false };
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const names: string[] = [];
        const received: Record<string, string> = {};
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = (res.rawHeaders[i] ?? '').toLowerCase();
          names.push(name);
          received[name] = res.rawHeaders[i + 1] ?? '';
        }
        resolve({ status: res.statusCode ?? 0, headers: received, names, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
