import type { LazyItem } from './lazy-item.js';
import type { ListPage } from './paginate.js';

/**
 * One public URL and what it serves: a JSON object (rendered, or to render unless the previous
 * build's file can be kept), the pages of a list, one page of a list whose pages arrive
 * interleaved with other routes (in order, the first and last marked), a raw file, or a file of the
 * web site (`asset`: an HTML page, SVG widget or stylesheet at its own file name).
 */
export type PlannedRoute =
  | { url: string; kind: string; body: string }
  | { url: string; kind: string; lazy: LazyItem }
  | { url: string; kind: string; pages: Iterable<string> }
  | { url: string; kind: string; page: ListPage }
  | { url: string; kind: string; raw: { ext: string; bytes: Buffer | string; disposition: string } }
  | { url: string; kind: string; asset: { file: string; ext: string; lazy: LazyItem } };
