import type CliProgress from 'cli-progress';
import { lazyModule } from '../../lazy-module.js';
import type { StageFigures } from '../../build-progress.js';
import { BAR_WIDTH, formatLiveLine } from './format-progress.js';
import { LineProgress } from './line-progress.js';

const progressBars = lazyModule<typeof CliProgress>('cli-progress');

/** At most this often is a new count handed to the bar, which redraws at most 10 times a second. */
const UPDATE_MS = 100;

/**
 * Progress on a terminal: the running stage as one line redrawn in place (cli-progress draws it,
 * throttled, and estimates the time left over its last updates); when the stage ends, that line
 * gives way to the stage's closing line, as in a log.
 */
export class TerminalProgress extends LineProgress {
  private bar: CliProgress.SingleBar | null = null;
  private nextUpdate = 0;

  constructor(private readonly stream: NodeJS.WriteStream) {
    super((line) => stream.write(`${line}\n`));
  }

  override start(stage: string, unit: string, total?: number): void {
    this.stopBar();
    super.start(stage, unit, total);
    const cliProgress = progressBars();
    const bar = new cliProgress.SingleBar({
      stream: this.stream,
      fps: 10,
      // Over the last 5 seconds or so: an estimate that follows a change of pace within a stage.
      etaBuffer: 50,
      // Kept on, so that the terminal is left as it was if the process ends with the bar drawn; lines are cut to the width instead.
      linewrap: true,
      hideCursor: false,
      clearOnComplete: true,
      barsize: BAR_WIDTH,
      barCompleteChar: '█',
      barIncompleteChar: '░',
      format: (options, params) => {
        const open = this.stage;
        if (!open) return '';
        return formatLiveLine(
          {
            name: open.name,
            unit: open.unit,
            total: open.total,
            done: open.done,
            seconds: (this.now() - open.started) / 1000,
            secondsLeft: typeof params.eta === 'number' && Number.isFinite(params.eta) ? params.eta : null,
          },
          // cli-progress's bar, cut to the width that fits (its strings are drawn at BAR_WIDTH + 1).
          (fraction, width) => cliProgress.Format.BarFormat(fraction, { ...options, barsize: width }),
          // Short of the last column: a line that fills it leaves the cursor waiting to wrap.
          Math.max(1, params.maxWidth - 1),
        );
      },
    });
    bar.start(total ?? 0, 0);
    this.bar = bar;
    this.nextUpdate = 0;
  }

  override setTotal(total: number): void {
    super.setTotal(total);
    this.bar?.setTotal(total);
  }

  override tick(n = 1): void {
    super.tick(n);
    const now = Date.now();
    if (this.bar && this.stage && now >= this.nextUpdate) {
      this.nextUpdate = now + UPDATE_MS;
      this.bar.update(this.stage.done);
    }
  }

  override end(figures?: StageFigures): void {
    this.stopBar();
    super.end(figures);
  }

  override close(): void {
    this.stopBar();
    super.close();
  }

  /** Clears the live line (cli-progress's clearOnComplete), leaving the cursor at its start. */
  private stopBar(): void {
    this.bar?.stop();
    this.bar = null;
  }
}
