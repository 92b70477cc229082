import { Transform, type TransformCallback } from 'node:stream';

/** A person as a commit records them (`Name <email>`). */
export interface GitIdentity {
  name: string;
  email: string;
}

/** Decides who a commit of the export names: must be deterministic (same person → same answer). */
export type IdentityRewrite = (person: GitIdentity) => GitIdentity;

const IDENT_LINE = /^(author|committer|tagger) ([^<\n]*?) ?<([^<>\n]*)> ([^\n]*)$/;
const DATA_LINE = /^data (\d+)$/;

/**
 * Rewrites the `author`, `committer` and `tagger` lines of a `git fast-export` stream with
 * `rewrite`, passing every other byte through unchanged. The stream is parsed, not searched:
 * `data <n>` blocks (file contents, messages) are copied as they are, whatever they hold.
 * A stream this parser cannot follow (`data <<delimiter`, which fast-export does not write)
 * fails the transform, so fast-import never sees half a stream.
 */
export class IdentityRewriteStream extends Transform {
  private line: Buffer[] = [];
  private dataLeft = 0;

  constructor(private readonly rewrite: IdentityRewrite) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      let at = 0;
      while (at < chunk.length) {
        if (this.dataLeft > 0) {
          const take = Math.min(this.dataLeft, chunk.length - at);
          this.push(chunk.subarray(at, at + take));
          this.dataLeft -= take;
          at += take;
          continue;
        }
        const lf = chunk.indexOf(0x0a, at);
        if (lf === -1) {
          this.line.push(chunk.subarray(at));
          break;
        }
        this.line.push(chunk.subarray(at, lf + 1));
        at = lf + 1;
        this.endLine(Buffer.concat(this.line));
        this.line = [];
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    if (this.dataLeft > 0) return done(new Error('the fast-export stream ends inside a data block'));
    if (this.line.length > 0) this.endLine(Buffer.concat(this.line));
    done();
  }

  private endLine(bytes: Buffer): void {
    const text = bytes.toString('utf8').replace(/\n$/, '');
    if (text.startsWith('data ')) {
      const count = DATA_LINE.exec(text);
      if (count === null) throw new Error(`unsupported data command in the fast-export stream: ${text.slice(0, 40)}`);
      this.dataLeft = Number(count[1]);
      this.push(bytes);
      return;
    }
    const ident = IDENT_LINE.exec(text);
    if (ident === null) {
      this.push(bytes);
      return;
    }
    const [, command, name, email, when] = ident as unknown as [string, string, string, string, string];
    const person = this.rewrite({ name, email });
    this.push(Buffer.from(`${command} ${clean(person.name)} <${clean(person.email)}> ${when}\n`, 'utf8'));
  }
}

/** What git refuses in an identity: angle brackets and line breaks (and NUL). */
function clean(part: string): string {
  return [...part].filter((ch) => ch !== '<' && ch !== '>' && ch !== '\n' && ch !== '\u0000').join('').trim();
}
