import { formatDiagnostic, type DiagnosticBag } from '../diagnostics/diagnostic.js';

/** Prints every diagnostic, GCC style, sorted, and a count line when there are any. */
export function reportDiagnostics(bag: DiagnosticBag, write: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): void {
  const items = bag.sorted();
  for (const d of items) write(formatDiagnostic(d));
  const errors = items.filter((d) => d.severity === 'error').length;
  const warnings = items.length - errors;
  if (items.length > 0) write(`${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
}

/** Exit status of content-format.md section 5. */
export const EXIT_OK = 0;
export const EXIT_BAD_CONTENT = 1;
export const EXIT_USAGE = 2;

/** A wrong command line or an unusable option combination: exit 2 with the message. */
export class UsageError extends Error {}
