import type { DiagnosticBag } from '../diagnostics/diagnostic.js';

/**
 * How the model reaches the content's files: given by the caller (build.ts), so that `model/`
 * touches no file and reads no environment itself.
 */
export interface ContentReader {
  /** The bytes of a content file, or null after an error at the file (1:1) given to `bag`; `shown` is its content path. */
  readBytes(abs: string, shown: string, bag: DiagnosticBag): Buffer | null;
  /** When a file (or the content folder) was last modified, in milliseconds since the epoch. */
  modifiedTime(abs: string): number;
  /** SOURCE_DATE_EPOCH when set: the time of units that have no history (seconds, as written). */
  sourceDateEpoch: string | undefined;
}
