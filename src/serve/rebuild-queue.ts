/**
 * Runs rebuilds one at a time as changes are notified: a burst of changes (an editor saving a
 * file, a checkout touching many) waits until it has been quiet for `quietMs` and gives one build;
 * a change during a build gives one more build after it.
 */
export class RebuildQueue {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private dirty = false;
  private closed = false;

  constructor(
    private readonly rebuild: () => Promise<void>,
    private readonly quietMs = 100,
  ) {}

  /** Something changed: a rebuild follows. */
  notify(): void {
    if (this.closed) return;
    this.dirty = true;
    if (this.running === null) this.schedule();
  }

  /** Resolves once no build runs or waits (for tests and shutdown). */
  async settled(): Promise<void> {
    while (this.running !== null || this.timer !== null) {
      await (this.running ?? new Promise((resolve) => setTimeout(resolve, this.quietMs)));
    }
  }

  /** No build starts after this; one that runs is waited for. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.dirty = false;
      this.running = this.rebuild()
        .catch(() => undefined) // the build reports its own failures
        .finally(() => {
          this.running = null;
          if (this.dirty && !this.closed) this.schedule();
        });
    }, this.quietMs);
  }
}
