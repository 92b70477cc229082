/** Weblate's action numbers of the changes the history records (content-format.md §4). */
export type ChangeAction = 0 | 2 | 5 | 30 | 31 | 44 | 59;

/** One change the history found in a commit, for one translation (and one unit, when it names one). */
export interface ChangeRecord {
  /** 40 lowercase hex digits. */
  commit: string;
  /** Committer date, UTC, "YYYY-MM-DDTHH:MM:SS.000000Z". */
  timestamp: string;
  project: string;
  component: string;
  language: string;
  /** null for changes that concern no single string (actions 0 and 44). */
  idHash: bigint | null;
  /** false when the string no longer exists in the current translation (unit URL null). */
  unitExists: boolean;
  action: ChangeAction;
  /** Plural forms joined with U+001E. */
  target: string;
  /** Username (user and author are the same person). */
  user: string | null;
}
