import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { dedupeEntries } from '../dedupe-entries.js';
import type { ParsedEntry, ParsedFile } from '../entry.js';
import { monolingualEntry } from '../monolingual-entry.js';
import type { KeyValueDialect } from './key-value-dialect.js';
import { decodePropertiesEscapes } from './properties-escapes.js';

/** A unit being read: its key line, key, raw (still escaped) value and the comments before it. */
interface PendingUnit {
  line: number;
  column: number;
  key: string;
  value: string;
  comments: string[];
}

/**
 * Units of a Java properties or Apple .strings file, read line by line as translate-toolkit's
 * propfile reads them (Weblate's reader), so that the same keys and values come out: comments
 * (`#`, `!`, `//`, `;`, `/* … *\/`) before an entry are its note, except the first block when a
 * blank line ends it (the file's header); a value goes on over the lines the dialect says.
 * Each entry's key is the unit key; its value, unescaped, the target.
 */
export function parseKeyValue(text: string, file: string, dialect: KeyValueDialect): ParsedFile {
  const diagnostics: Diagnostic[] = [];
  const entries: ParsedEntry[] = [];
  const lines = text.split('\n');
  let comments: string[] = [];
  let pending: PendingUnit | null = null;
  let inMultilineComment = false;
  let seenHeader = false;

  const finish = (unit: PendingUnit, value: string) => {
    if (unit.key === '' && value === '') return; // a blank unit: no key, no value
    const target = decodePropertiesEscapes(value).replace(/\\ /g, ' ');
    const note = unit.comments.filter((c) => c !== '').join('\n');
    entries.push(monolingualEntry(unit.key, [target], { line: unit.line, column: unit.column }, { note }));
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/[\r\n]+$/, '');
    const lineNumber = i + 1;
    if (pending !== null) {
      // Inside a value that goes on.
      pending.value += line.trimStart();
      if (dialect.continues(pending.value)) {
        pending.value = dialect.stripContinuation(pending.value);
      } else {
        finish(pending, dialect.valueStrip(pending.value));
        pending = null;
      }
      continue;
    }
    if (inMultilineComment || isOneLineComment(line) || isCommentStart(line) || isCommentEnd(line)) {
      comments.push(line);
      if (isCommentStart(line)) inMultilineComment = true;
      else if (isCommentEnd(line)) inMultilineComment = false;
      continue;
    }
    if (line.trim() === '') {
      comments.push('');
      // The first comment block that a blank line ends is the file's header, no entry's note.
      if (!seenHeader && comments.some((c) => c.trim() !== '')) {
        comments = [];
        seenHeader = true;
      }
      continue;
    }
    const start = line.length - line.trimStart().length;
    const unit: PendingUnit = { line: lineNumber, column: start + 1, key: '', value: '', comments };
    comments = [];
    const delimiter = findDelimiter(line, dialect);
    if (delimiter === -1) {
      unit.key = dialect.keyStrip(line);
      if (dialect.name === 'strings') {
        diagnostics.push({ file, line: lineNumber, column: start + 1, severity: 'warning', code: 'strings-malformed', message: 'a line without "=" is read as a key with an empty value' });
      }
      finish(unit, '');
      continue;
    }
    unit.key = dialect.keyStrip(line.slice(0, delimiter));
    const rest = line.slice(delimiter + 1).trimStart();
    if (dialect.continues(rest)) {
      unit.value = dialect.stripContinuation(rest);
      pending = unit;
    } else {
      finish(unit, dialect.valueStrip(line.slice(delimiter + 1)));
    }
  }
  if (pending !== null) {
    if (dialect.name === 'strings') {
      diagnostics.push({ file, line: pending.line, column: pending.column, severity: 'error', code: 'strings-malformed', message: 'the entry is not ended with ";" before the end of the file' });
    }
    finish(pending, pending.value);
  }
  return { entries: dedupeEntries(entries, file, diagnostics, true), header: new Map(), diagnostics };
}

function isOneLineComment(line: string): boolean {
  const s = line.trim();
  return s.startsWith('#') || s.startsWith('!') || s.startsWith('//') || s.startsWith(';') || (s.startsWith('/*') && s.endsWith('*/'));
}

function isCommentStart(line: string): boolean {
  const s = line.trim();
  return s.startsWith('/*') && !s.endsWith('*/');
}

function isCommentEnd(line: string): boolean {
  const s = line.trim();
  return !s.startsWith('/*') && s.endsWith('*/');
}

/**
 * The index of the delimiter between key and value, or -1 (translate-toolkit's find_delimiter):
 * the first unescaped `=` or `:`; a space before it delimits only when text lies between them.
 */
function findDelimiter(line: string, dialect: KeyValueDialect): number {
  let start = line.length - line.trimStart().length;
  if (dialect.keyQuote !== '' && line[start] === dialect.keyQuote) {
    // Skip the quoted key (an unterminated one leaves no delimiter).
    start++;
    while (start < line.length && (line[start] !== dialect.keyQuote || line[start - 1] === '\\')) start++;
  }
  const found = new Map<string, number>();
  for (const d of dialect.delimiters) {
    let pos = line.indexOf(d, start);
    while (pos !== -1 && line[pos - 1] === '\\') pos = line.indexOf(d, pos + 1);
    found.set(d, pos);
  }
  let best = -1;
  for (const [d, pos] of found) {
    if (d === ' ' || pos === -1) continue;
    if (best === -1 || pos < best) best = pos;
  }
  const space = found.get(' ') ?? -1;
  if (best === -1) return space;
  if (space !== -1 && space < best && line.slice(space, best).trim() !== '') return space;
  return best;
}
