import type { FormatId } from '../formats/registry.js';
import type { LanguageOverride } from '../languages/language.js';
import type { ComponentSettingsValues, ProjectSettingsValues } from './schemas.js';

/** The validated content tree (content-format.md section 1), before any translation file is parsed. */
export interface SiteContent {
  baseUrl: string;
  name: string;
  pageSize: number;
  history: boolean;
  historySince: string | null;
  includeRestricted: boolean;
  /** Publish each component's repository for git's dumb HTTP protocol at its git_export URL. */
  gitExport: boolean;
}

/** A place in a content file, for diagnostics found after validation. */
export interface ContentPosition {
  line: number;
  column: number;
}

export interface NotificationContent {
  notification: string;
  scope: number;
  frequency: number;
  /** A project slug, or null. */
  project: string | null;
  /** `project/component`, or null. */
  component: string | null;
  /** Where its `project` and `component` keys are (the subscription's place when a key is absent). */
  at: { project: ContentPosition; component: ContentPosition };
}

export interface UserContent {
  username: string;
  /** The file that declares it (users/<username>.yaml or static-tms.yaml) and where (its key; 1:1 for its own file). */
  file: string;
  at: ContentPosition;
  fullName: string | null;
  emails: string[];
  /** null: the nine default subscriptions (compatibility.md §13.2). */
  notifications: NotificationContent[] | null;
}

export interface TranslationFile {
  /** The language code exactly as the file name holds it. */
  code: string;
  /** The served (canonical, alias-resolved) code. */
  servedCode: string;
  /** Absolute path. */
  path: string;
  /** Path relative to the content root, posix separators. */
  contentPath: string;
  /** Path relative to the component folder (the translation's `filename`). */
  filename: string;
}

/** A component's template or new_base file. */
export interface BaseFile {
  path: string;
  contentPath: string;
  filename: string;
}

export interface ComponentContent {
  slug: string;
  /** content-relative path of component.yaml (or of the folder for a generated glossary), or static-tms.yaml. */
  file: string;
  /** Where in `file` it is declared (its key in static-tms.yaml; 1:1 for a component.yaml). */
  at: ContentPosition;
  /** Where source_language is set (`at` when it is not). */
  sourceLanguageAt: ContentPosition;
  dir: string;
  isGlossary: boolean;
  /** Validated keys of component.yaml; defaults are applied when building the model. */
  settings: ComponentSettingsValues;
  format: FormatId;
  /** Units are keyed by their context, and the template gives their source (a monolingual format, FileFormat.monolingual). */
  keyed: boolean;
  sourceLanguage: string;
  files: TranslationFile[];
  /** The new_base template, when set. */
  template: { path: string; contentPath: string } | null;
  /**
   * The files named by `template` and `new_base` that exist, which Weblate's ZIP downloads hold
   * beside the translation files (`filename` relative to the component's folder, as a
   * translation's).
   */
  baseFiles: BaseFile[];
  /** The slugs of its category and the categories above, outermost first; absent or empty at the project's top. */
  category?: readonly string[];
}

/** A category of a project (Weblate 5): a category folder, or an entry of `categories` in static-tms.yaml. */
export interface CategoryContent {
  /** Its slug and those of the categories above, outermost first (at most CATEGORY_DEPTH). */
  path: readonly string[];
  name: string;
  /** category.yaml, or static-tms.yaml. */
  file: string;
  at: ContentPosition;
}

export interface ProjectContent {
  slug: string;
  file: string;
  /** Where in `file` it is declared (its key in static-tms.yaml; 1:1 for a project.yaml). */
  at: ContentPosition;
  settings: ProjectSettingsValues;
  components: ComponentContent[];
  /** Parents before their children; absent when the project has none. */
  categories?: CategoryContent[];
}

/** A language of languages.yaml (or static-tms.yaml's `languages`), with where its code is written. */
export interface DeclaredLanguage extends LanguageOverride {
  file: string;
  at: ContentPosition;
}

export interface Content {
  root: string;
  site: SiteContent;
  languages: DeclaredLanguage[];
  users: UserContent[];
  projects: ProjectContent[];
}
