import { removeTemporaryFolders } from '../temporary-folder.js';
import { INTERRUPT_SIGNALS } from './remove-on-interrupt.js';

/**
 * While a recycled or fresh version is being written, a signal (Ctrl-C, `kill`, `timeout`, a closed
 * terminal) stops the build instead of ending it at once: the routes stop at the next one, the
 * writer finishes what it was given, and the version keeps an exact inventory, as after a failed
 * write (TreeWriter.abandon). The next build recycles that version, so a rebuild stopped half way
 * costs the next one nothing, where removing it would cost minutes at a million units and make the
 * next build seed a new version. Once stopped, the process dies of the signal (`endIfInterrupted`),
 * as an unguarded process would, unless it handles the signal itself. A second signal while it
 * stops ends it at once; the next build then removes the version, which has no inventory.
 */
export class StopOnInterrupt {
  private received: NodeJS.Signals | null = null;
  /** Signals the process handles itself (preview's): that handler decides how the process ends. */
  private readonly handledElsewhere = new Set<NodeJS.Signals>();
  private readonly handler = (signal: NodeJS.Signals): void => {
    this.received = signal;
    this.release();
  };

  constructor() {
    for (const s of INTERRUPT_SIGNALS) {
      // A `once` handler is gone by the time this one runs: it is counted now.
      if (process.listenerCount(s) > 0) this.handledElsewhere.add(s);
      process.on(s, this.handler);
    }
  }

  /** A signal came: the build must stop at its next route. */
  get interrupted(): boolean {
    return this.received !== null;
  }

  /** Stops listening: a signal from here on has its default effect. */
  release(): void {
    for (const s of INTERRUPT_SIGNALS) process.removeListener(s, this.handler);
  }

  /**
   * Once the build has stopped and its version is recorded: dies of the signal that came, if one
   * did, unless the process handles that signal itself (preview then closes its server and removes
   * its temporary output).
   */
  endIfInterrupted(): void {
    this.release();
    if (this.received !== null && !this.handledElsewhere.has(this.received)) {
      removeTemporaryFolders(); // no `exit` comes
      process.kill(process.pid, this.received);
    }
  }
}
