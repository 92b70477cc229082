import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The real readers the converted files are checked with: translate-toolkit (Debian
 * `translate-toolkit`) and gettext's msgunfmt/msgfmt (Debian `gettext`). Tests that need one
 * skip when it is absent; `.ci/run` installs both.
 */

/** A python3 that can import translate-toolkit (Debian's, when a pyenv one comes first on PATH). */
export const TRANSLATE_PYTHON = ['python3', '/usr/bin/python3'].find(
  (python) => spawnSync(python, ['-c', 'import translate.storage.poxliff'], { stdio: 'ignore' }).status === 0,
);

/** Whether `command` runs (`probe` is an argument it answers with status 0: unzip has no --version). */
export function hasCommand(command: string, probe = '--version'): boolean {
  return spawnSync(command, [probe], { stdio: 'ignore' }).status === 0;
}

export interface ReadUnit {
  source: string[];
  target: string[];
  context: string;
  id: string;
  fuzzy: boolean;
  translated: boolean;
  notes: string;
  locations: string[];
}

export interface ReadStore {
  units: ReadUnit[];
  header: Record<string, string> | null;
}

const READER = `
import json, sys
from translate.storage import csvl10n, mo, po, poxliff, tbx, tmx, xliff
kind, path = sys.argv[1], sys.argv[2]
classes = {"po": po.pofile, "mo": mo.mofile, "xliff": poxliff.PoXliffFile, "xliff11": xliff.xlifffile,
           "tbx": tbx.tbxfile, "tmx": tmx.tmxfile, "csv": csvl10n.csvfile}
with open(path, "rb") as handle:
    store = classes[kind].parsestring(handle.read())
def forms(value):
    return [str(s) for s in value.strings] if hasattr(value, "strings") else ["" if value is None else str(value)]
units = []
for unit in store.units:
    if unit.isheader():
        continue
    units.append({"source": forms(unit.source), "target": forms(unit.target), "context": unit.getcontext() or "",
                  "id": unit.getid() or "", "fuzzy": bool(unit.isfuzzy()), "translated": bool(unit.istranslated()),
                  "notes": unit.getnotes() or "", "locations": unit.getlocations()})
header = dict(store.parseheader()) if kind in ("po", "mo") else None
print(json.dumps({"units": units, "header": header}))
`;

/** The file as translate-toolkit reads it, with the storage class of Weblate's exporter. */
export function readWithTranslateToolkit(kind: string, bytes: Uint8Array): ReadStore {
  if (!TRANSLATE_PYTHON) throw new Error('translate-toolkit is not installed');
  return withFile(bytes, (path) => {
    const out = execFileSync(TRANSLATE_PYTHON, ['-c', READER, kind, path], { encoding: 'utf8' });
    return JSON.parse(out) as ReadStore;
  });
}

export function withFile<T>(bytes: Uint8Array, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'static-tms-convert-'));
  try {
    const path = join(dir, 'file');
    writeFileSync(path, bytes);
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
