import path from 'node:path';
import { formatDiagnostic, type Diagnostic, type DiagnosticBag } from '../diagnostics/diagnostic.js';
import { escapeControls } from '../diagnostics/escape-controls.js';
import { groupRepeated } from '../diagnostics/group-repeated.js';
import { StaticTmsError } from '../diagnostics/static-tms-error.js';

export interface ReportOptions {
  /** Every warning on its own line, instead of one per code and file with a count. */
  verbose?: boolean;
}

/**
 * Prints the diagnostics, GCC style, sorted, and a count line when there are any. Paths inside
 * the content tree are printed relative to the working folder, so that editors can open them.
 * Repeated warnings (same code, same file) are printed once with a count unless `verbose`.
 */
export function reportDiagnostics(
  bag: DiagnosticBag,
  contentDir: string,
  options: ReportOptions = {},
  write: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): void {
  const items = displayed(bag, contentDir);
  const groups = options.verbose ? items.map((diagnostic) => ({ diagnostic, more: 0 })) : groupRepeated(items);
  for (const { diagnostic: d, more } of groups) {
    write(formatDiagnostic(d));
    if (more > 0) write(`${escapeControls(d.file)}:${d.line}:${d.column}: note ${d.code}: and ${more} more like this in this file (--verbose lists every one)`);
  }
  const errors = items.filter((d) => d.severity === 'error').length;
  const warnings = items.length - errors;
  if (items.length > 0) write(`${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
}

/** The diagnostics, sorted, with paths as seen from the working folder. */
export function displayed(bag: DiagnosticBag, contentDir: string): Diagnostic[] {
  return bag.sorted().map((d) => ({ ...d, file: displayPath(contentDir, d.file) }));
}

/** A content-relative path as seen from the working folder; other names (options, the folder itself) stay. */
export function displayPath(contentDir: string, file: string): string {
  if (file.startsWith('--') || path.isAbsolute(file) || file === contentDir) return file;
  return path.join(contentDir, file).split(path.sep).join('/');
}

/** Exit status of content-format.md section 5. */
export const EXIT_OK = 0;
export const EXIT_BAD_CONTENT = 1;
export const EXIT_USAGE = 2;

/** A wrong command line or an unusable option combination: exit 2 with the message. */
export class UsageError extends StaticTmsError<'usage'> {
  constructor(message: string) {
    super('usage', message);
  }
}
