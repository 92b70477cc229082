import type { CheckContext } from './check-context.js';

/** One placeholder syntax of the format-string checks (format-checks.ts). */
export interface FormatSyntax {
  id: string;
  flag: string;
  label: string;
  /** Every placeholder and literal of a text, as the syntax's regular expression's group would give them. */
  extract: (text: string) => string[];
  isPositional: (placeholder: string) => boolean;
  /** Extracted values that are literals, not placeholders. */
  literals: readonly string[];
  /** Shown around a placeholder in messages. */
  show: (placeholder: string) => string;
  /** Extra failure beyond missing/extra placeholders (Python brace: a single `{` or `}`). */
  strayChars?: (target: string) => string[];
  /** Placeholders the target lacks besides the compared ones (Java MessageFormat: an unpaired `'`). */
  targetMissing?: (target: string) => string[];
  /** Whether the check runs for a unit; default: its flag is set (and not `no-<flag>`). */
  isActive?: (ctx: CheckContext) => boolean;
  /** The message for one of `targetMissing`'s items, instead of "missing …". */
  describeMissing?: (placeholder: string) => string | null;
}
