import type { Language } from '../languages/language.js';
import type { ChangeTable } from './change-table.js';
import type { Project, Site, Translation, User } from './model-types.js';
import type { UnitSource } from './unit-source.js';

/** The built site: the domain graph of model-types.ts, with every change in a ChangeTable. */
export interface Model {
  site: Site;
  projects: Project[];
  /** Every translation in §4 order. */
  translations: Translation[];
  /** Languages served: in use, or declared in languages.yaml; by code. */
  languages: Language[];
  users: User[];
  /** Every change, ascending timestamp then id. */
  changes: ChangeTable;
  /**
   * Per translation, the timestamps of its content changes (§11.3) that any count of recent
   * changes can include, its own or an aggregate's, ascending (recentContentOf).
   */
  contentTimes: ReadonlyMap<Translation, readonly string[]>;
  /**
   * The units of every translation, as a stream (`units.stream(bag)`): the model holds no unit,
   * so that memory does not grow with the site's units.
   */
  units: UnitSource;
  /** The persistent cache (`.static-tms-cache`) when the content has a git history, else null. */
  cacheDir: string | null;
  /** Components restored from the state the previous build kept (KeptComponents): none of their files was parsed. */
  restoredComponents: number;
  /** Components restored in part (KeptComponents.partly): only their changed translation files (and template and source file) were parsed. */
  restoredInPart: number;
  /**
   * Per component, in order, the key of everything it was built from (KeptComponents: its files'
   * blob ids, settings, languages, its units' timestamps, the program); null when a component has
   * none (no history, a file's time used, verify mode).
   */
  componentKeys: readonly string[] | null;
}
