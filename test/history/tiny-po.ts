import type { ParsedEntry } from '../../src/formats/entry.js';

/**
 * A minimal PO reader for the history tests (one-line strings, the comment kinds of compatibility.md §10.4).
 * The real parser lives in src/formats/po; the history engine takes any parser.
 */
export function parseTinyPo(text: string): ParsedEntry[] {
  const entries: ParsedEntry[] = [];
  const blocks = text.replace(/\r\n/g, '\n').split(/\n\s*\n/);
  let line = 1;
  for (const block of blocks) {
    const start = line;
    line += block.split('\n').length + 1;
    const refs: string[] = [];
    const extracted: string[] = [];
    const translator: string[] = [];
    const flags: string[] = [];
    let fuzzy = false;
    let prevId = '';
    let prevPlural = '';
    let context = '';
    let id: string | null = null;
    let plural: string | null = null;
    const target: string[] = [];
    for (const raw of block.split('\n')) {
      const l = raw.trim();
      if (l.startsWith('#~')) continue;
      if (l.startsWith('#:')) refs.push(...l.slice(2).trim().split(/\s+/).filter(Boolean));
      else if (l.startsWith('#.')) extracted.push(l.slice(3));
      else if (l.startsWith('#,')) {
        for (const f of l.slice(2).split(',').map((x) => x.trim()).filter(Boolean)) {
          if (f === 'fuzzy') fuzzy = true;
          else if (!flags.includes(f)) flags.push(f);
        }
      } else if (l.startsWith('#| msgid_plural ')) prevPlural = unquote(l.slice(16));
      else if (l.startsWith('#| msgid ')) prevId = unquote(l.slice(9));
      else if (l.startsWith('#')) translator.push(l.slice(2));
      else if (l.startsWith('msgctxt ')) context = unquote(l.slice(8));
      else if (l.startsWith('msgid_plural ')) plural = unquote(l.slice(13));
      else if (l.startsWith('msgid ')) id = unquote(l.slice(6));
      else if (l.startsWith('msgstr[')) target.push(unquote(l.slice(l.indexOf(']') + 2)));
      else if (l.startsWith('msgstr ')) target.push(unquote(l.slice(7)));
    }
    if (id === null || (id === '' && context === '')) continue;
    entries.push({
      source: plural === null ? [id] : [id, plural],
      context,
      target: target.length ? target : [''],
      fuzzy,
      location: refs.join(', '),
      note: [...extracted, ...translator].join('\n'),
      flags: flags.join(', '),
      previousSource: fuzzy && prevId ? (prevPlural ? `${prevId}\x1e\x1e${prevPlural}` : prevId) : '',
      explanation: '',
      line: start,
      column: 1,
    });
  }
  return entries;
}

function unquote(s: string): string {
  return JSON.parse(s.trim()) as string;
}
