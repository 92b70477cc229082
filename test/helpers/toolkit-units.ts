import { execFileSync } from 'node:child_process';

/** Debian's python, which has python3-translate (a python3 earlier on PATH may not). */
const PYTHON = '/usr/bin/python3';

/** Whether Debian's translate-toolkit can be run here (python3 with the `translate` package). */
export const toolkitPresent = ((): boolean => {
  try {
    execFileSync(PYTHON, ['-c', 'import translate.storage'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export interface ToolkitUnit {
  id: string;
  /** The target's strings (one per plural form). */
  target: string[];
}

const SCRIPT = `
import contextlib, importlib, io, json, sys
module, cls, path, lang = sys.argv[1:5]
store = getattr(importlib.import_module("translate.storage." + module), cls)()
store.filename = path
store.settargetlanguage(lang)
with contextlib.redirect_stdout(io.StringIO()):
    store.parse(open(path, "rb").read())
    units = [
        {"id": u.getid(), "target": [str(s) for s in getattr(u.target, "strings", [u.target or ""])]}
        for u in store.units if not u.isheader()
    ]
print(json.dumps(units))
`;

/** The units translate-toolkit reads from a file: a cheap cross-check of a reader's values. */
export function toolkitUnits(module: string, storeClass: string, path: string, language: string): ToolkitUnit[] {
  const out = execFileSync(PYTHON, ['-c', SCRIPT, module, storeClass, path, language], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(out) as ToolkitUnit[];
}
