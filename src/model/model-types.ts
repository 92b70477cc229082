import type { BaseFile } from '../content/content-types.js';
import type { FormatId } from '../formats/registry.js';
import type { Language, Plural } from '../languages/language.js';

/** The domain graph: pure data, no file system and no URLs. */
export interface Site {
  baseUrl: string;
  basePath: string;
  name: string;
  pageSize: number;
  /** The site publishes the components' repositories at their git_export URL (absent: it does not). */
  gitExport?: boolean;
}

export interface Project {
  slug: string;
  id: number;
  name: string;
  web: string;
  instructions: string;
  translationReview: boolean;
  sourceReview: boolean;
  setLanguageTeam: boolean;
  enableHooks: boolean;
  languageAliases: string;
  components: Component[];
  /** Weblate 5's categories, parents before children (absent: none). */
  categories?: Category[];
}

/** A category of components (Weblate 5), nested at most three deep. */
export interface Category {
  project: Project;
  slug: string;
  /** Its slug and those of the categories above, outermost first. */
  path: readonly string[];
  id: number;
  name: string;
  parent: Category | null;
  /** The components in it and in the categories inside it, in output order. */
  components: Component[];
}

/** Every Component field a person may set, with defaults applied (compatibility.md §8.2, §8.3). */
export type ComponentSettings = Record<string, string | number | boolean | string[] | null>;

export interface Component {
  project: Project;
  slug: string;
  id: number;
  name: string;
  isGlossary: boolean;
  format: FormatId;
  sourceLanguage: Language;
  settings: ComponentSettings;
  /** Source translation first, then by served language code. */
  translations: Translation[];
  sourceStrings: SourceString[];
  /** Where the source strings come from: the template (content path), else the union of this many files. */
  sourceOrigin: { template: string } | { files: number };
  /** Its template and new_base files, which its ZIP download holds beside the translation files. */
  baseFiles: readonly BaseFile[];
  /** Its category (Weblate 5); absent at the project's top. */
  category?: Category;
  /**
   * The site publishes git_export (site option git_export): `repository` when the component's
   * repository can be cloned there, `no-repository` when no commit holds its files (a generated
   * glossary, files not committed yet). Absent: git_export is "". Set by the build after the
   * model, before anything is rendered.
   */
  gitExport?: 'repository' | 'no-repository';
}

export interface SourceString {
  idHash: bigint;
  /** H(source + context): the id_hash, except for a keyed (monolingual) unit, whose id_hash is H(key) (§10.10). */
  contentHash: bigint;
  source: string[];
  context: string;
  position: number;
}

export interface Translation {
  component: Component;
  language: Language;
  /**
   * The plural the component's format uses for this language (`formatPlural`): the language's own,
   * or Weblate's plural with zero for stringsdict. Plural units have its number of forms; checks,
   * conversions, history and the site use it; the API's language object keeps `language.plural`.
   */
  plural: Plural;
  /** The code as written in the file name (or the served code when there is no file). */
  languageCode: string;
  id: number;
  filename: string;
  /** Absolute path of the file, or null for a translation without a file. */
  filePath: string | null;
  /** Content-relative path, for diagnostics. */
  contentPath: string | null;
  revision: string;
  isSource: boolean;
  stats: UnitCounts;
  lastChange: string | null;
  lastAuthor: string | null;
  recentChanges: number;
}

export interface Unit {
  /** compatibility.md §5.2; set on the units the model hands out (unit-source.ts), 0 while it builds them. */
  id: number;
  idHash: bigint;
  contentHash: bigint;
  position: number;
  source: string[];
  target: string[];
  state: number;
  previousSource: string;
  location: string;
  context: string;
  note: string;
  flags: string;
  explanation: string;
  priority: number;
  numWords: number;
  chars: number;
  timestamp: string;
  /** Failing quality checks, in check order (empty for empty and read-only units). */
  failingChecks: readonly { check: string; message: string }[];
  /** Line of the entry in the translation's file, 0 when the string is not in it. */
  line: number;
}

export interface UnitCounts {
  total: number;
  totalWords: number;
  totalChars: number;
  translated: number;
  translatedWords: number;
  translatedChars: number;
  fuzzy: number;
  fuzzyWords: number;
  failing: number;
  failingWords: number;
  approved: number;
  readonly: number;
  /** Weblate 5's word and character counts of the fuzzy, approved and read-only strings. */
  fuzzyChars: number;
  approvedWords: number;
  approvedChars: number;
  readonlyWords: number;
  readonlyChars: number;
}

export interface User {
  username: string;
  fullName: string;
  notifications: Notification[];
}

export interface Notification {
  id: number;
  notification: string;
  scope: number;
  frequency: number;
  project: Project | null;
  component: Component | null;
}

export interface Change {
  id: number;
  action: number;
  timestamp: string;
  translation: Translation;
  /** The id of the unit when it still exists; null for events that concern no single string. */
  unitId: number | null;
  target: string;
  user: string | null;
}

/** The failing checks of a unit that fails none, shared by all of them. */
export const NO_FAILURES: readonly { check: string; message: string }[] = Object.freeze([]);
