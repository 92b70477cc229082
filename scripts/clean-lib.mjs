// Removes lib/ before `npm pack` compiles it afresh, so that a tarball never carries a stale
// module whose source was renamed or deleted since the last compile.
import fs from 'node:fs';

fs.rmSync(new URL('../lib', import.meta.url), { recursive: true, force: true });
