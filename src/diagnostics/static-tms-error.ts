import type { ErrorCode } from './catalogue.js';
import type { Diagnostic } from './diagnostic.js';

/** Where an error is about, when it is about a place in the input. */
export interface ErrorPlace {
  file: string;
  line?: number;
  column?: number;
}

/**
 * The one base of the errors static-tms throws on purpose, each with a stable code. Bad content
 * does not throw (it becomes a diagnostic in the DiagnosticBag); these are what stops a stage
 * instead: a usage error, a host limit, a server that cannot start (exit 2, printed by the CLI),
 * or a problem found while writing the output, which `diagnosticOf` turns into a diagnostic.
 */
export class StaticTmsError<C extends string = string> extends Error {
  /** The input file it is about, or null; line and column are 1 when not known. */
  readonly file: string | null;
  readonly line: number;
  readonly column: number;

  constructor(
    readonly code: C,
    message: string,
    options: { at?: ErrorPlace; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.file = options.at?.file ?? null;
    this.line = options.at?.line ?? 1;
    this.column = options.at?.column ?? 1;
  }
}

/**
 * The one conversion of a thrown error into a diagnostic: an error with a catalogued code, at its
 * place, or at `fallbackFile` 1:1 when it names none (the content folder, for a bad output URL).
 */
export function diagnosticOf(error: StaticTmsError<ErrorCode>, fallbackFile: string): Diagnostic {
  return { file: error.file ?? fallbackFile, line: error.line, column: error.column, severity: 'error', code: error.code, message: error.message };
}
