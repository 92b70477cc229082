import { TaskThread } from '../task-thread.js';
import type { TranslationFailures } from './check-cache.js';
import type { CheckableUnit, CheckSettings } from './run-checks.js';

/** One translation's units, as the checks read them, and its settings. */
export interface ChecksAsked {
  units: CheckableUnit[];
  settings: CheckSettings;
}

/** The thread's young generation, in MB: a translation's checks make short-lived strings. */
const THREAD_YOUNG_MB = 8;

/** The model stage asks for checks every few milliseconds, then for none: the thread ends soon after. */
const IDLE_MS = 500;

/**
 * Runs translations' unit checks (`runUnitChecks`) on a thread of its own (TaskThread), while the
 * model stage runs the checks of other translations of the same component: the second core is
 * otherwise idle then, and the checks were about 40 % of a cold build's model stage
 * (docs/performance.md, issue 21 stop 33). The failures are those the main thread finds: the same
 * code runs on the same units and settings.
 */
export class CheckThread {
  private readonly thread: TaskThread<ChecksAsked, TranslationFailures>;

  constructor(idleMs = IDLE_MS) {
    this.thread = new TaskThread(new URL('../../lib/checks/check-worker.js', import.meta.url), { youngGenerationMb: THREAD_YOUNG_MB, idleMs });
  }

  /** Whether a thread is there (it ends once idle). */
  get running(): boolean {
    return this.thread.running;
  }

  /** Per unit, its failing checks; null when the caller must run them. Never rejects. */
  check(units: readonly CheckableUnit[], settings: CheckSettings): Promise<TranslationFailures | null> {
    // Only what the checks read is copied to the thread, not the whole unit.
    return this.thread.run({ units: units.map(({ source, target, context, flags, state }) => ({ source, target, context, flags, state })), settings });
  }

  /** Ends the thread for good; what it has not answered is answered null. */
  close(): void {
    this.thread.close();
  }
}
