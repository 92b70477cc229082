/** Golden text files for printer tests; `UPDATE_GOLDEN=1` rewrites them. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';

export const GOLDEN_DIR = join(process.cwd(), 'src/emit/hosts/__golden__');

export function expectGolden(name: string, files: { path: string; text: string }[]): void {
  for (const f of files) {
    const path = join(GOLDEN_DIR, name, `${f.path.replace(/\//g, '__')}.txt`);
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(path)) {
      if (process.env.CI === 'true' && process.env.UPDATE_GOLDEN !== '1') throw new Error(`golden file missing: ${path}`);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, f.text);
    }
    expect(f.text, `${name}/${f.path} differs from ${path} (UPDATE_GOLDEN=1 to accept)`).toBe(readFileSync(path, 'utf8'));
  }
}
