import path from 'node:path';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { HistoryResult } from '../history/load-history.js';
import type { TimestampOf } from './build-component.js';
import type { ContentReader } from './content-reader.js';
import { formatTimestamp } from './timestamp.js';

/** Unit timestamps, and how many so far the history did not know. */
export interface TimestampSource {
  of: TimestampOf;
  fallbacks: number;
}

/**
 * Unit timestamps (compatibility.md §10.9): from the git history when it knows the unit, else
 * SOURCE_DATE_EPOCH, else the file's modification time with the warning `timestamp-not-reproducible`
 * (given to `bag`; null when nothing is published, as in `check`). Times and SOURCE_DATE_EPOCH come
 * through `reader`.
 */
export function createTimestampSource(history: HistoryResult | null, contentRoot: string, reader: ContentReader, bag: DiagnosticBag | null): TimestampSource {
  const epoch = reader.sourceDateEpoch;
  const fixed = epoch !== undefined && /^\d+$/.test(epoch) ? formatTimestamp(Number(epoch) * 1000) : null;
  const mtimes = new Map<string, string>();
  let warned = false;
  const source: TimestampSource = { of: (translationKey, idHash, filePath) => {
    const known = history?.unitTimestamps.of(translationKey, idHash.toString());
    if (known !== undefined) return known;
    source.fallbacks++;
    if (fixed !== null) return fixed;
    const file = filePath ?? contentRoot;
    let stamp = mtimes.get(file);
    if (stamp === undefined) {
      stamp = formatTimestamp(reader.modifiedTime(file));
      mtimes.set(file, stamp);
      if (!warned && bag) {
        warned = true;
        bag.warning(path.relative(contentRoot, file).split(path.sep).join('/') || '.', 1, 1, 'timestamp-not-reproducible',
          'unit timestamps come from file modification times; set SOURCE_DATE_EPOCH or build from git for reproducible output');
      }
    }
    return stamp;
  }, fallbacks: 0 };
  return source;
}
