// The program of the check thread (check-thread.ts). It runs as compiled, from lib/, whether the
// build runs from the bundle, from lib/ or from the sources under vitest (`npm test` compiles first).
import { answerTasks } from '../task-thread-program.js';
import type { ChecksAsked } from './check-thread.js';
import { runUnitChecks } from './run-checks.js';

answerTasks(({ units, settings }: ChecksAsked) => ({ result: units.map((unit) => runUnitChecks(unit, settings)) }));
