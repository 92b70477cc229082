import fs from 'node:fs';
import path from 'node:path';

/** Every file below `root` (following the output symlink), as relative path → bytes, sorted. */
export function readTree(root: string): Map<string, Buffer> {
  const real = fs.realpathSync(root);
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(real, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    files.set(path.relative(real, abs).split(path.sep).join('/'), fs.readFileSync(abs));
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
}

export function writeTree(root: string, files: Map<string, Buffer>): void {
  fs.rmSync(root, { recursive: true, force: true });
  for (const [rel, bytes] of files) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), bytes);
  }
}
