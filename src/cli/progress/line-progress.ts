import type { Progress, StageFigures } from '../../build-progress.js';
import { formatStageLine } from './format-progress.js';

/** The stage being run: what its work is counted in, how much there is (null: not known yet), how much is done. */
export interface OpenStage {
  name: string;
  unit: string;
  total: number | null;
  done: number;
  /** In milliseconds of the reporter's clock. */
  started: number;
}

/**
 * Progress for logs and pipes: nothing while a stage runs, one plain line when it ends. A stage that
 * does not end (the build stopped on an error) prints nothing.
 */
export class LineProgress implements Progress {
  protected stage: OpenStage | null = null;

  constructor(
    private readonly writeLine: (line: string) => void,
    protected readonly now: () => number = () => performance.now(),
  ) {}

  start(stage: string, unit: string, total?: number): void {
    this.stage = { name: stage, unit, total: total ?? null, done: 0, started: this.now() };
  }

  setTotal(total: number): void {
    if (this.stage) this.stage.total = total;
  }

  tick(n = 1): void {
    if (this.stage) this.stage.done += n;
  }

  end(figures?: StageFigures): void {
    const stage = this.stage;
    if (!stage) return;
    this.stage = null;
    this.writeLine(formatStageLine(stage.name, figures ?? { [stage.unit]: stage.done }, (this.now() - stage.started) / 1000));
  }

  /** Forgets a stage that did not end. */
  close(): void {
    this.stage = null;
  }
}
