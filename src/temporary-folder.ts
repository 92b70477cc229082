import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The process's temporary folders, removed when it exits (`exit`) or before it dies of a signal. */
const folders = new Set<string>();
let listening = false;

/**
 * A new folder in the system's temporary folder, removed when the process exits. A process that
 * dies of a signal emits no `exit`: the handlers that end a build by its signal call
 * `removeTemporaryFolders` first (stop-on-interrupt.ts, remove-on-interrupt.ts).
 */
export function makeTemporaryFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.add(folder);
  if (!listening) {
    listening = true;
    process.once('exit', removeTemporaryFolders);
  }
  return folder;
}

/** Removes every folder `makeTemporaryFolder` made (those that cannot be removed are left). */
export function removeTemporaryFolders(): void {
  for (const folder of folders) {
    try {
      fs.rmSync(folder, { recursive: true, force: true });
    } catch {
      // Left in the temporary folder, where the system clears it.
    }
    folders.delete(folder);
  }
}
