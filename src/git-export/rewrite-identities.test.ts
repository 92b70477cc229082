import { describe, expect, it } from 'vitest';
import { IdentityRewriteStream, type GitIdentity } from './rewrite-identities.js';

const anonymous = ({ name }: GitIdentity): GitIdentity => ({ name: `user-${name.length}`, email: 'nobody@example.invalid' });

/** Runs the stream over `input` cut into the given chunks; resolves with the output or the error. */
function run(chunks: Buffer[], rewrite = anonymous): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = new IdentityRewriteStream(rewrite);
    const out: Buffer[] = [];
    stream.on('data', (b: Buffer) => out.push(b));
    stream.on('end', () => resolve(Buffer.concat(out).toString('utf8')));
    stream.on('error', reject);
    for (const c of chunks) stream.write(c);
    stream.end();
  });
}

const message = 'Fix\nauthor Not A <header@example.org> 1 +0000\n';
const STREAM = [
  'feature done',
  'blob',
  'mark :1',
  `data ${Buffer.byteLength('committer Inside <blob@example.org> 2 +0000\n')}`,
  'committer Inside <blob@example.org> 2 +0000',
  '',
  'reset refs/heads/main',
  'commit refs/heads/main',
  'mark :2',
  'author Ünïcode Name <anna@example.org> 1700000000 +0100',
  'committer  <no-name@example.org> 1700000001 -0230',
  `data ${Buffer.byteLength(message)}`,
  message,
  'M 100644 :1 po/de.po',
  '',
  'done',
  '',
].join('\n');

const EXPECTED = STREAM.replace('author Ünïcode Name <anna@example.org>', 'author user-12 <nobody@example.invalid>').replace(
  'committer  <no-name@example.org>',
  'committer user-0 <nobody@example.invalid>',
);

describe('IdentityRewriteStream', () => {
  it('rewrites the author and committer lines and nothing inside data blocks, however the stream is cut', async () => {
    const bytes = Buffer.from(STREAM, 'utf8');
    expect(await run([bytes])).toBe(EXPECTED);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(EXPECTED);
    }
    expect(await run([...bytes].map((b) => Buffer.from([b])))).toBe(EXPECTED);
  });

  it('keeps git from reading a rewritten name as something else', async () => {
    const sneaky = (): GitIdentity => ({ name: 'Eve <evil>\ncommitter x', email: 'a>b@<c' });
    expect(await run([Buffer.from('author A <a@b> 1 +0000\n')], sneaky)).toBe('author Eve evilcommitter x <ab@c> 1 +0000\n');
  });

  it('refuses what it cannot follow instead of passing half a stream on', async () => {
    await expect(run([Buffer.from('blob\ndata <<EOF\nx\nEOF\n')])).rejects.toThrow(/unsupported data command/);
    await expect(run([Buffer.from('blob\ndata 10\nabc')])).rejects.toThrow(/inside a data block/);
  });
});
