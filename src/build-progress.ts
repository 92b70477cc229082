/**
 * What a build reports while it runs: the core names its stages and counts their work, and the
 * command line shows it (src/cli/progress.ts: a live line on a terminal, one line per finished
 * stage elsewhere). The core calls it per commit, component, translation or change, never per unit,
 * so a reporter that does nothing costs nothing.
 */
export interface Progress {
  /** A stage begins: its name, what its work is counted in (plural noun), and how much there is when known. */
  start(stage: string, unit: string, total?: number): void;
  /** The current stage's amount of work, once it is known. */
  setTotal(total: number): void;
  /** `n` more of the current stage's work done. */
  tick(n?: number): void;
  /**
   * The current stage ends. Its closing line names `figures` in their order, as "1,234 commits"
   * (keys are plural nouns); without figures, the work done in the stage's unit.
   */
  end(figures?: StageFigures): void;
}

/** Counts keyed by their plural noun, e.g. `{ components: 14, units: 187000 }`. */
export type StageFigures = Readonly<Record<string, number>>;

/** Reports nothing: the default of every core function that takes a reporter. */
export const NO_PROGRESS: Progress = {
  start() {},
  setTotal() {},
  tick() {},
  end() {},
};
