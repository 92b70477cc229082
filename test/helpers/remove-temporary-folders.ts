import { afterAll } from 'vitest';
import { removeTemporaryFolders } from '../../src/temporary-folder.js';

// A process's temporary folders (the cut fonts of a build run in the test's process, …) are
// removed when it exits, but vitest ends its workers without an `exit`: each test file removes
// its own once done.
afterAll(removeTemporaryFolders);
