import path from 'node:path';
import { formatDiagnostic, type DiagnosticBag } from '../diagnostics/diagnostic.js';

/**
 * Prints every diagnostic, GCC style, sorted, and a count line when there are any. Paths inside
 * the content tree are printed relative to the working folder, so that editors can open them.
 */
export function reportDiagnostics(bag: DiagnosticBag, contentDir: string, write: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): void {
  const items = bag.sorted();
  for (const d of items) write(formatDiagnostic({ ...d, file: displayPath(contentDir, d.file) }));
  const errors = items.filter((d) => d.severity === 'error').length;
  const warnings = items.length - errors;
  if (items.length > 0) write(`${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
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
export class UsageError extends Error {}
