import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const compiled = path.resolve(import.meta.dirname, '../../lib/emit/remove-on-interrupt.js');

describe('removeOnInterrupt', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'])('removes the guarded paths on %s and dies of it', (signal) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-interrupt-'));
    const version = path.join(dir, 'v-x');
    fs.mkdirSync(path.join(version, 'api'), { recursive: true });
    fs.writeFileSync(path.join(version, 'api/index.json'), '{}');
    fs.writeFileSync(`${version}.files.partial`, 'partial');
    fs.mkdirSync(`${version}.lines`);
    const script = `
      import { removeOnInterrupt } from ${JSON.stringify(compiled)};
      removeOnInterrupt(${JSON.stringify([version, `${version}.files.partial`, `${version}.lines`])});
      setTimeout(() => {}, 10000);
      process.kill(process.pid, ${JSON.stringify(signal)});`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
    expect(child.signal).toBe(signal);
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('guards nothing once stopped', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-interrupt-'));
    const script = `
      import { removeOnInterrupt } from ${JSON.stringify(compiled)};
      removeOnInterrupt(${JSON.stringify([dir])})();
      process.on('SIGTERM', () => process.exit(7));
      process.kill(process.pid, 'SIGTERM');
      setTimeout(() => {}, 10000);`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
    expect(child.status).toBe(7);
    expect(fs.existsSync(dir)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
