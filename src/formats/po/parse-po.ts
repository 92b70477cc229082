import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { dedupeEntries } from '../dedupe-entries.js';
import type { ParsedEntry, ParsedFile } from '../entry.js';
import { parsePoHeader } from './parse-po-header.js';
import { buildPoEntry, Field, PoDraft, Stage } from './po-draft.js';
import { readPoString, type PoReport, type PoStringRead } from './read-po-string.js';

const TAB = 0x09;
const CR = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const HASH = 0x23;
const COMMA = 0x2c;
const DOT = 0x2e;
const COLON = 0x3a;
const BRACKET_OPEN = 0x5b;
const BRACKET_CLOSE = 0x5d;
const BAR = 0x7c;
const TILDE = 0x7e;
/** msgstr[n] indexes above this are refused: no language has more than six plural forms. */
const MAX_PLURAL_INDEX = 99;

/**
 * Reads a gettext PO file (compatibility.md §10.3, §10.4) in one pass over its lines, keeping the
 * position of every entry. Never throws on bad input: problems become diagnostics and reading goes on.
 * The header entry fills `header`; obsolete (`#~`) entries are skipped; duplicates are removed (first wins).
 */
export function parsePo(text: string, file: string): ParsedFile {
  const reader = new PoReader(file);
  reader.read(text);
  const entries = dedupeEntries(reader.entries, file, reader.diagnostics);
  // Entry-level problems are found when an entry ends, so put the diagnostics back in file order.
  const diagnostics = reader.diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
  return { entries, header: reader.header, diagnostics };
}

function isBlank(c: number): boolean {
  return c === SPACE || c === TAB || c === CR;
}

function isKeywordChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function skipBlanks(line: string, from: number): number {
  let i = from;
  while (i < line.length && isBlank(line.charCodeAt(i))) i++;
  return i;
}

function appendLine(text: string | undefined, line: string): string {
  return text === undefined ? line : `${text}\n${line}`;
}

/** Comment text with its marker and one following space removed. */
function commentText(line: string, from: number): string {
  return line.charCodeAt(from) === SPACE ? line.slice(from + 1) : line.slice(from);
}

class PoReader {
  readonly diagnostics: Diagnostic[] = [];
  readonly entries: ParsedEntry[] = [];
  header = new Map<string, string>();
  private headerLine = 0;
  private draft: PoDraft | undefined;
  private readonly str: PoStringRead = { value: '', end: 0 };
  private readonly report: PoReport;

  constructor(file: string) {
    const diagnostics = this.diagnostics;
    this.report = (line, column, severity, code, message) => {
      diagnostics.push({ file, line, column, severity, code, message });
    };
  }

  read(text: string): void {
    const n = text.length;
    let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    let lineNo = 0;
    while (start <= n) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = n;
      lineNo++;
      let stop = end;
      if (stop > start && text.charCodeAt(stop - 1) === CR) stop--;
      if (stop > start) this.readLine(text.slice(start, stop), lineNo);
      start = end + 1;
    }
    this.finishDraft();
  }

  private readLine(line: string, lineNo: number): void {
    const p = skipBlanks(line, 0);
    if (p === line.length) return;
    const c = line.charCodeAt(p);
    if (c === HASH) this.readComment(line, p, lineNo);
    else if (c === QUOTE) this.readContinuation(line, p, lineNo);
    else this.readKeyword(line, p, lineNo);
  }

  // ---- entries -------------------------------------------------------------------------------

  private startDraft(lineNo: number, column: number): PoDraft {
    this.finishDraft();
    const draft = new PoDraft(lineNo, column);
    this.draft = draft;
    return draft;
  }

  private finishDraft(): void {
    const draft = this.draft;
    if (draft === undefined) return;
    this.draft = undefined;
    // Obsolete entries are not units; comments with no entry after them (e.g. at the end) are dropped.
    if (draft.obsolete || draft.stage === Stage.Comments) return;
    const entry = buildPoEntry(draft, this.report);
    if (entry === undefined) return;
    if (!draft.isHeader) {
      this.entries.push(entry);
    } else if (this.headerLine === 0) {
      this.headerLine = draft.line;
      this.header = parsePoHeader(draft.firstTarget, draft.msgstrLine || draft.line, draft.msgstrColumn || draft.column, this.report);
    } else {
      this.report(draft.line, draft.column, 'warning', 'duplicate-entry', `duplicate of the header entry on line ${this.headerLine}; the first one is kept`);
    }
  }

  // ---- comments ------------------------------------------------------------------------------

  private readComment(line: string, p: number, lineNo: number): void {
    const kind = line.charCodeAt(p + 1);
    if (kind === TILDE) {
      this.readObsolete(lineNo, p);
      return;
    }
    // A comment after a keyword starts the next entry.
    let draft = this.draft;
    if (draft === undefined || draft.stage !== Stage.Comments) draft = this.startDraft(lineNo, p + 1);
    switch (kind) {
      case DOT:
        draft.extracted = appendLine(draft.extracted, commentText(line, p + 2));
        break;
      case COLON:
        addReferences(draft, line, p + 2);
        break;
      case COMMA:
        addFlags(draft, line, p + 2);
        break;
      case BAR:
        this.readPrevious(draft, line, p + 2, lineNo);
        break;
      default:
        draft.translator = appendLine(draft.translator, commentText(line, p + 1));
    }
  }

  /** `#~` lines (including `#~|`) belong to an obsolete entry, which is skipped entirely. */
  private readObsolete(lineNo: number, p: number): void {
    let draft = this.draft;
    if (draft === undefined || (!draft.obsolete && draft.stage !== Stage.Comments)) draft = this.startDraft(lineNo, p + 1);
    draft.obsolete = true;
    draft.stage = Stage.Msgstr;
    draft.last = Field.None;
  }

  /** `#| msgctxt`, `#| msgid`, `#| msgid_plural` and their `#| "…"` continuation lines. */
  private readPrevious(draft: PoDraft, line: string, from: number, lineNo: number): void {
    const p = skipBlanks(line, from);
    if (p === line.length) return;
    if (line.charCodeAt(p) === QUOTE) {
      const value = this.readStrings(line, p, lineNo);
      if (value === undefined) return;
      switch (draft.lastPrev) {
        case Field.PrevMsgctxt:
          draft.prevMsgctxt += value;
          break;
        case Field.PrevMsgid:
          draft.prevMsgid += value;
          break;
        case Field.PrevMsgidPlural:
          draft.prevMsgidPlural += value;
          break;
        case Field.Discard:
          break;
        default:
          this.report(lineNo, p + 1, 'error', 'po-syntax', 'continuation string in a `#|` comment without a `#| msgid` before it');
      }
      return;
    }
    let q = p;
    while (q < line.length && isKeywordChar(line.charCodeAt(q))) q++;
    const word = line.slice(p, q);
    let field: Field;
    let current: string | undefined;
    if (word === 'msgctxt') [field, current] = [Field.PrevMsgctxt, draft.prevMsgctxt];
    else if (word === 'msgid') [field, current] = [Field.PrevMsgid, draft.prevMsgid];
    else if (word === 'msgid_plural') [field, current] = [Field.PrevMsgidPlural, draft.prevMsgidPlural];
    else {
      this.report(lineNo, p + 1, 'error', 'po-syntax', `unexpected "${line.slice(p, Math.max(q, p + 1))}" in a \`#|\` comment; expected msgctxt, msgid or msgid_plural`);
      draft.lastPrev = Field.Discard;
      return;
    }
    if (current !== undefined) {
      this.report(lineNo, p + 1, 'error', 'po-syntax', `second \`#| ${word}\` in one entry`);
      draft.lastPrev = Field.Discard;
      return;
    }
    const value = this.readStrings(line, q, lineNo) ?? '';
    if (field === Field.PrevMsgctxt) draft.prevMsgctxt = value;
    else if (field === Field.PrevMsgid) draft.prevMsgid = value;
    else draft.prevMsgidPlural = value;
    draft.lastPrev = field;
  }

  // ---- keywords and strings ------------------------------------------------------------------

  /** Reads one or more adjacent quoted strings starting at `from` (after blanks) and concatenates them. */
  private readStrings(line: string, from: number, lineNo: number): string | undefined {
    let i = skipBlanks(line, from);
    if (i >= line.length || line.charCodeAt(i) !== QUOTE) {
      this.report(lineNo, i + 1, 'error', 'po-syntax', 'expected a quoted string');
      return undefined;
    }
    let value: string | undefined;
    for (;;) {
      readPoString(line, i, lineNo, this.report, this.str);
      value = value === undefined ? this.str.value : value + this.str.value;
      i = skipBlanks(line, this.str.end);
      if (i >= line.length) return value;
      if (line.charCodeAt(i) !== QUOTE) {
        this.report(lineNo, i + 1, 'error', 'po-syntax', 'unexpected text after the string');
        return value;
      }
    }
  }

  private readContinuation(line: string, p: number, lineNo: number): void {
    const draft = this.draft;
    if (draft === undefined || draft.last === Field.None) {
      this.report(lineNo, p + 1, 'error', 'po-syntax', 'string outside an entry: a continuation string must follow a msgctxt, msgid, msgid_plural or msgstr line');
      return;
    }
    const value = this.readStrings(line, p, lineNo);
    if (value === undefined) return;
    switch (draft.last) {
      case Field.Msgctxt:
        draft.msgctxt += value;
        break;
      case Field.Msgid:
        draft.msgid += value;
        break;
      case Field.MsgidPlural:
        draft.msgidPlural += value;
        break;
      case Field.Msgstr:
        draft.msgstr += value;
        break;
      case Field.MsgstrForm:
        if (draft.msgstrForms !== undefined) draft.msgstrForms[draft.lastFormIndex] += value;
        break;
      default:
        break;
    }
  }

  private readKeyword(line: string, p: number, lineNo: number): void {
    const column = p + 1;
    let q = p;
    while (q < line.length && isKeywordChar(line.charCodeAt(q))) q++;
    if (q === p) {
      this.report(lineNo, column, 'error', 'po-syntax', `unexpected "${line[p] ?? ''}": expected a keyword, a quoted string or a comment`);
      this.discardContinuation();
      return;
    }
    const word = line.slice(p, q);
    let index = -1;
    if (line.charCodeAt(q) === BRACKET_OPEN) {
      let r = q + 1;
      while (r < line.length && isDigit(line.charCodeAt(r))) r++;
      if (r === q + 1 || line.charCodeAt(r) !== BRACKET_CLOSE || word !== 'msgstr') {
        this.report(lineNo, q + 1, 'error', 'po-syntax', `malformed "${line.slice(p, Math.min(r + 1, line.length))}": only msgstr takes an index, written msgstr[N]`);
        this.discardContinuation();
        return;
      }
      index = Number(line.slice(q + 1, r));
      if (index > MAX_PLURAL_INDEX) {
        this.report(lineNo, q + 2, 'error', 'po-syntax', `plural index ${index} is too large (at most ${MAX_PLURAL_INDEX})`);
        this.discardContinuation();
        return;
      }
      q = r + 1;
    }
    switch (word) {
      case 'msgctxt':
        this.readMsgctxt(line, q, lineNo, column);
        break;
      case 'msgid':
        this.readMsgid(line, q, lineNo, column);
        break;
      case 'msgid_plural':
        this.readMsgidPlural(line, q, lineNo, column);
        break;
      case 'msgstr':
        if (index < 0) this.readMsgstr(line, q, lineNo, column);
        else this.readMsgstrForm(line, q, lineNo, column, index);
        break;
      default:
        this.report(lineNo, column, 'error', 'po-syntax', `unknown keyword "${word}"; expected msgctxt, msgid, msgid_plural or msgstr`);
        this.discardContinuation();
    }
  }

  private discardContinuation(): void {
    if (this.draft !== undefined && !this.draft.obsolete) this.draft.last = Field.Discard;
  }

  /** The draft a keyword line belongs to: a new entry starts when the keyword cannot continue the current one. */
  private draftFor(maxStage: Stage, lineNo: number, column: number): PoDraft {
    let draft = this.draft;
    if (draft === undefined || draft.obsolete || draft.stage > maxStage) draft = this.startDraft(lineNo, column);
    if (draft.keywordLine === 0) {
      draft.keywordLine = lineNo;
      draft.keywordColumn = column;
    }
    return draft;
  }

  private readMsgctxt(line: string, from: number, lineNo: number, column: number): void {
    const draft = this.draftFor(Stage.Comments, lineNo, column);
    draft.msgctxt = this.readStrings(line, from, lineNo) ?? '';
    draft.stage = Stage.Msgctxt;
    draft.last = Field.Msgctxt;
  }

  private readMsgid(line: string, from: number, lineNo: number, column: number): void {
    const draft = this.draftFor(Stage.Msgctxt, lineNo, column);
    draft.msgid = this.readStrings(line, from, lineNo) ?? '';
    draft.msgidLine = lineNo;
    draft.msgidColumn = column;
    draft.stage = Stage.Msgid;
    draft.last = Field.Msgid;
  }

  private readMsgidPlural(line: string, from: number, lineNo: number, column: number): void {
    const draft = this.draftFor(Stage.Msgstr, lineNo, column);
    if (draft.stage >= Stage.MsgidPlural) {
      const why = draft.stage === Stage.MsgidPlural ? 'second msgid_plural in one entry' : 'msgid_plural after msgstr; it must come right after msgid';
      this.report(lineNo, column, 'error', 'po-syntax', why);
      draft.last = Field.Discard;
      return;
    }
    draft.msgidPlural = this.readStrings(line, from, lineNo) ?? '';
    draft.stage = Stage.MsgidPlural;
    draft.last = Field.MsgidPlural;
  }

  private readMsgstr(line: string, from: number, lineNo: number, column: number): void {
    const draft = this.draftFor(Stage.Msgstr, lineNo, column);
    if (draft.msgstr !== undefined) {
      this.report(lineNo, column, 'error', 'po-syntax', 'second msgstr in one entry');
      draft.last = Field.Discard;
      return;
    }
    if (draft.msgstrForms !== undefined) {
      this.report(lineNo, column, 'error', 'po-plural-mismatch', 'msgstr mixed with msgstr[n] in one entry');
      draft.last = Field.Discard;
      return;
    }
    draft.msgstr = this.readStrings(line, from, lineNo) ?? '';
    draft.msgstrLine = lineNo;
    draft.msgstrColumn = column;
    draft.stage = Stage.Msgstr;
    draft.last = Field.Msgstr;
  }

  private readMsgstrForm(line: string, from: number, lineNo: number, column: number, index: number): void {
    const draft = this.draftFor(Stage.Msgstr, lineNo, column);
    if (draft.msgstr !== undefined) {
      this.report(lineNo, column, 'error', 'po-plural-mismatch', 'msgstr[n] mixed with msgstr in one entry');
      draft.last = Field.Discard;
      return;
    }
    let forms = draft.msgstrForms;
    if (forms === undefined) {
      forms = [];
      draft.msgstrForms = forms;
      draft.msgstrLine = lineNo;
      draft.msgstrColumn = column;
    } else if (forms[index] !== undefined) {
      this.report(lineNo, column, 'error', 'po-syntax', `second msgstr[${index}] in one entry`);
      draft.last = Field.Discard;
      return;
    }
    if (index > forms.length) {
      const missing = forms.length === index - 1 ? `msgstr[${forms.length}] is` : `msgstr[${forms.length}]…msgstr[${index - 1}] are`;
      this.report(lineNo, column, 'warning', 'po-plural-index', `${missing} missing before msgstr[${index}] and read as empty`);
    }
    forms[index] = this.readStrings(line, from, lineNo) ?? '';
    draft.stage = Stage.Msgstr;
    draft.last = Field.MsgstrForm;
    draft.lastFormIndex = index;
  }
}

/** `#:` references, split at whitespace. */
function addReferences(draft: PoDraft, line: string, from: number): void {
  const n = line.length;
  let i = from;
  while (i < n) {
    while (i < n && isBlank(line.charCodeAt(i))) i++;
    let j = i;
    while (j < n && !isBlank(line.charCodeAt(j))) j++;
    if (j > i) draft.location = draft.location === '' ? line.slice(i, j) : `${draft.location}, ${line.slice(i, j)}`;
    i = j;
  }
}

/** `#,` flags, trimmed; `fuzzy` sets the fuzzy marker instead. */
function addFlags(draft: PoDraft, line: string, from: number): void {
  for (const raw of line.slice(from).split(',')) {
    const flag = raw.trim();
    if (flag === '') continue;
    if (flag === 'fuzzy') draft.fuzzy = true;
    else (draft.flags ??= []).push(flag);
  }
}
