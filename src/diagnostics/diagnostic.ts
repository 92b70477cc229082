import type { DiagnosticCode, ErrorCode, WarningCode } from './catalogue.js';
import { escapeControls } from './escape-controls.js';

/** A problem found in the input, located in a file (GCC style: path:line:col). */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  /** Permanent kebab-case id, e.g. `po-syntax`, `unknown-component-key`, from the catalogue. Tests assert on it. */
  code: DiagnosticCode;
  message: string;
}

/** One line, whatever the file name and message hold: control characters are escaped. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${escapeControls(d.file)}:${d.line}:${d.column}: ${d.severity} ${escapeControls(d.code)}: ${escapeControls(d.message)}`;
}

/** Collects diagnostics of one run so that every problem is reported, not just the first. */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];

  add(d: Diagnostic): void {
    this.items.push(d);
  }

  error(file: string, line: number, column: number, code: ErrorCode, message: string): void {
    this.add({ file, line, column, severity: 'error', code, message });
  }

  warning(file: string, line: number, column: number, code: WarningCode, message: string): void {
    this.add({ file, line, column, severity: 'warning', code, message });
  }

  addAll(ds: Iterable<Diagnostic>): void {
    for (const d of ds) this.add(d);
  }

  get hasErrors(): boolean {
    return this.items.some((d) => d.severity === 'error');
  }

  /** Sorted by file, line, column, code: the order is part of the output contract. */
  sorted(): Diagnostic[] {
    return [...this.items].sort(
      (a, b) =>
        compareCodePoints(a.file, b.file) || a.line - b.line || a.column - b.column || compareCodePoints(a.code, b.code),
    );
  }
}

export function compareCodePoints(a: string, b: string): number {
  // JS string comparison is by UTF-16 code units; this differs from code-point order only
  // for astral characters against U+E000..U+FFFF, so compare code points explicitly.
  if (a === b) return 0;
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done) return y.done ? 0 : -1;
    if (y.done) return 1;
    const cx = x.value.codePointAt(0)!;
    const cy = y.value.codePointAt(0)!;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}
