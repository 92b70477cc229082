import type { LazyBytes } from './lazy-bytes.js';
import type { LazyItem } from './lazy-item.js';
import type { LazyParts } from './lazy-parts.js';
import type { ListPage } from './paginate.js';

/**
 * One public URL and what it serves: a JSON object (rendered, or to render unless the previous
 * build's file can be kept), the pages of a list, one page of a list whose pages arrive
 * interleaved with other routes (in order, the first and last marked), a raw file, or a file of the
 * web site (`asset`: an HTML page, SVG widget or stylesheet at its own file name; `binary`: a file
 * of a git export). `Kind` is the name
 * of its route kind (route-table.ts `RouteKindName` for the routes the API plans).
 */
export type PlannedRoute<Kind extends string = string> =
  | { url: string; kind: Kind; body: string }
  | { url: string; kind: Kind; lazy: LazyItem }
  | { url: string; kind: Kind; pages: Iterable<string> }
  | { url: string; kind: Kind; page: ListPage }
  | { url: string; kind: Kind; raw: RawFile }
  | { url: string; kind: Kind; asset: { file: string; ext: string; lazy: LazyItem | LazyBytes } }
  | { url: string; kind: Kind; binary: BinaryFile };

/**
 * A file of the site whose bytes are read only when the previous build's file cannot be kept (a
 * git export's pack): written as it is, never precompressed, with its own headers.
 */
export interface BinaryFile {
  /** Its path in the output folder. */
  file: string;
  /** Names the bytes: the same fingerprint is the same bytes. */
  fingerprint: string;
  headers: Record<string, string>;
  read: () => Buffer;
}

/**
 * A file served as its own bytes: `index.<ext>` in the URL's folder, plus the files `?format=`
 * selects there (converted downloads, each at its name, served with the type of its extension).
 */
export interface RawFile {
  ext: string;
  /**
   * Lazy when its inputs name it: kept, not made again, when they did not change. An archive is
   * made in parts (named by its files' revisions), since a project's may be large.
   */
  bytes: Buffer | string | LazyBytes | LazyParts;
  disposition: string;
  /** Rendered only when the previous build's file of the same fingerprint cannot be kept. */
  variants?: readonly { file: string; lazy: LazyBytes }[];
}
