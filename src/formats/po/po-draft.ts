import type { ParsedEntry } from '../entry.js';
import type { PoReport } from './read-po-string.js';

/** How far an entry has got, in the order gettext requires its keywords. */
export enum Stage {
  Comments = 0,
  Msgctxt = 1,
  Msgid = 2,
  MsgidPlural = 3,
  Msgstr = 4,
}

/** Where a continuation string goes. */
export enum Field {
  None = 0,
  Msgctxt,
  Msgid,
  MsgidPlural,
  Msgstr,
  MsgstrForm,
  PrevMsgctxt,
  PrevMsgid,
  PrevMsgidPlural,
  /** A line already reported as wrong: its continuation lines are dropped silently. */
  Discard,
}

/** One PO entry while it is being read. */
export class PoDraft {
  stage: Stage = Stage.Comments;
  obsolete = false;
  fuzzy = false;
  /** Extracted comments joined with "\n"; undefined when none (fields start empty to keep drafts cheap). */
  extracted: string | undefined;
  /** Translator comments joined with "\n". */
  translator: string | undefined;
  /** References joined with ", ". */
  location = '';
  /** Flags in file order, fuzzy excluded, duplicates not yet removed. */
  flags: string[] | undefined;
  prevMsgctxt: string | undefined;
  prevMsgid: string | undefined;
  prevMsgidPlural: string | undefined;
  msgctxt: string | undefined;
  msgid: string | undefined;
  msgidPlural: string | undefined;
  msgstr: string | undefined;
  msgstrForms: string[] | undefined;
  /** Position of the first keyword line, for `po-missing-msgid`. */
  keywordLine = 0;
  keywordColumn = 0;
  /** Position of the msgid line, for `po-missing-msgstr`. */
  msgidLine = 0;
  msgidColumn = 0;
  /** Position of the first msgstr line, for the header's diagnostics and plural mismatches. */
  msgstrLine = 0;
  msgstrColumn = 0;
  last: Field = Field.None;
  lastPrev: Field = Field.None;
  lastFormIndex = 0;

  constructor(
    readonly line: number,
    readonly column: number,
  ) {}

  /** The header entry: msgid "" without msgctxt or msgid_plural. */
  get isHeader(): boolean {
    return this.msgid === '' && this.msgctxt === undefined && this.msgidPlural === undefined;
  }

  /** The first target form, as the header's msgstr. */
  get firstTarget(): string {
    return this.msgstr ?? this.msgstrForms?.[0] ?? '';
  }
}

/**
 * Checks a finished (non-obsolete) draft and turns it into a unit (compatibility.md §10.4).
 * Returns undefined when there is no msgid to make a unit of.
 */
export function buildPoEntry(draft: PoDraft, report: PoReport): ParsedEntry | undefined {
  if (draft.msgid === undefined) {
    report(draft.keywordLine, draft.keywordColumn, 'error', 'po-missing-msgid', 'entry without msgid; add `msgid "…"` before msgid_plural/msgstr');
    return undefined;
  }
  const plural = draft.msgidPlural !== undefined;
  let target: string[];
  if (draft.msgstr === undefined && draft.msgstrForms === undefined) {
    report(draft.msgidLine, draft.msgidColumn, 'error', 'po-missing-msgstr', 'entry without msgstr; add `msgstr ""` (or `msgstr[0] ""` for a plural)');
    target = [''];
  } else if (draft.msgstrForms !== undefined) {
    const forms = draft.msgstrForms;
    target = new Array<string>(forms.length);
    for (let i = 0; i < forms.length; i++) target[i] = forms[i] ?? '';
    if (!plural) {
      report(draft.msgstrLine, draft.msgstrColumn, 'error', 'po-plural-mismatch', 'msgstr[n] without msgid_plural; use `msgstr` or add msgid_plural');
    }
  } else {
    target = [draft.msgstr ?? ''];
    if (plural) {
      report(draft.msgstrLine, draft.msgstrColumn, 'error', 'po-plural-mismatch', 'msgid_plural with a plain msgstr; use msgstr[0], msgstr[1], …');
    }
  }
  return {
    source: plural ? [draft.msgid, draft.msgidPlural ?? ''] : [draft.msgid],
    context: draft.msgctxt ?? '',
    target,
    fuzzy: draft.fuzzy,
    location: draft.location,
    note: joinNote(draft.extracted, draft.translator),
    flags: joinFlags(draft.flags),
    previousSource: draft.fuzzy ? previousSource(draft) : '',
    explanation: '',
    line: draft.line,
    column: draft.column,
  };
}

function joinNote(extracted: string | undefined, translator: string | undefined): string {
  if (translator === undefined) return extracted ?? '';
  if (extracted === undefined) return translator;
  return `${extracted}\n${translator}`;
}

function joinFlags(flags: string[] | undefined): string {
  if (flags === undefined) return '';
  if (flags.length === 1) return flags[0] ?? '';
  return [...new Set(flags)].join(', ');
}

function previousSource(draft: PoDraft): string {
  if (draft.prevMsgidPlural !== undefined) return `${draft.prevMsgid ?? ''}\x1e\x1e${draft.prevMsgidPlural}`;
  return draft.prevMsgid ?? '';
}
