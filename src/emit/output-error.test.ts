import { describe, expect, it } from 'vitest';
import { asOutputError, OutputError, type FreeRoom } from './output-error.js';

const failure = (code: string, path: string) => Object.assign(new Error(`${code}: failed, mkdir '${path}'`), { code, syscall: 'mkdir', path });
const room = (bavail: number, ffree: number) => (): FreeRoom => ({ bavail, ffree });

describe('asOutputError', () => {
  it('says when the file system has no inodes or bytes left, which ENOENT and ENOSPC do not', () => {
    const inodes = asOutputError(failure('ENOENT', '/out/v/api/units/7'), room(1000, 0)) as OutputError;
    expect(inodes).toBeInstanceOf(OutputError);
    expect(inodes.code).toBe('output-write-failed');
    expect(inodes.message).toMatch(/ENOENT: failed, mkdir '\/out\/v\/api\/units\/7' \(the file system holding it has no free inodes left: `df -i` shows them\); nothing is published$/);
    expect((asOutputError(failure('ENOSPC', '/out/v/a.json'), room(0, 5)) as OutputError).message).toMatch(/\(the file system holding it is full\); nothing is published$/);
  });

  it('adds nothing when there is room, or for other failures', () => {
    expect((asOutputError(failure('ENOENT', '/out/v/a.json'), room(10, 10)) as OutputError).message).not.toMatch(/file system/);
    expect((asOutputError(failure('EACCES', '/out/v/a.json'), room(0, 0)) as OutputError).message).not.toMatch(/file system/);
  });

  it('looks at the nearest folder that exists', () => {
    const asked: string[] = [];
    const statfs = (dir: string): FreeRoom => {
      asked.push(dir);
      if (dir !== '/out') throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return { bavail: 5, ffree: 0 };
    };
    expect((asOutputError(failure('ENOENT', '/out/v/api/units/7'), statfs) as OutputError).message).toMatch(/no free inodes/);
    expect(asked).toEqual(['/out/v/api/units', '/out/v/api', '/out/v', '/out']);
  });

  it('returns other errors as they are', () => {
    const bug = new TypeError('x is undefined');
    expect(asOutputError(bug)).toBe(bug);
  });
});
