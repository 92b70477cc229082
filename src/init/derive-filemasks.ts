/**
 * The filemasks one path proposes, in the manner of Weblate's translation-finder
 * (`BaseDiscovery.get_wildcard` and `get_masks`): every path segment that is, or ends in, a
 * language code gives a mask with that code replaced by `*`; the same code standing as a
 * `._-`-delimited token in other segments is replaced too, so `help/de/de.po` gives a mask with
 * two `*` (which static-tms cannot use: the caller reports it).
 */
export function deriveFilemasks(path: string, isCode: (token: string) => boolean): string[] {
  const segments = path.split('/');
  const masks: string[] = [];
  const replaced = new Set<number>();
  for (let i = 0; i < segments.length; i++) {
    if (replaced.has(i)) continue;
    const found = wildcardSegment(segments[i]!, isCode);
    if (found === null) continue;
    const token = new RegExp(`(^|[._-])${escapeRegExp(found.code)}(?=$|[._-])`, 'g');
    const mask = segments.map((segment, j) => {
      if (j === i) return found.mask;
      const other = segment.replace(token, '$1*');
      if (other !== segment) replaced.add(j);
      return other;
    });
    const text = mask.join('/');
    if (!masks.includes(text)) masks.push(text);
  }
  return masks;
}

/** One segment with its language code replaced by `*`, or null when it holds none. */
export function wildcardSegment(segment: string, isCode: (token: string) => boolean): { mask: string; code: string } | null {
  if (isCode(segment)) return { mask: '*', code: segment };
  const dot = segment.lastIndexOf('.');
  if (dot <= 0) return null;
  const base = segment.slice(0, dot);
  const ext = segment.slice(dot);
  // <code>.ext
  if (isCode(base)) return { mask: `*${ext}`, code: base };
  // prefix.<code>.ext (the prefix has no dot)
  const firstDot = base.indexOf('.');
  if (firstDot > 0) {
    const token = base.slice(firstDot + 1);
    if (isCode(token)) return { mask: `${base.slice(0, firstDot + 1)}*${ext}`, code: token };
  }
  // prefix-<code>.ext, prefix_<code>.ext, <code>-suffix.ext; a code of three tokens (pt_BR) wins
  // over its first token; a code between two tokens is not taken (`my-de-app.po`).
  const tokens = base.split(/([_.-])/);
  for (let pos = 0; pos < tokens.length; pos += 2) {
    if (!isCode(tokens[pos]!)) continue;
    let end = pos + 1;
    if (pos + 3 <= tokens.length && isCode(tokens.slice(pos, pos + 3).join(''))) end = pos + 3;
    if (pos !== 0 && end !== tokens.length && tokens[end] !== '.') continue;
    return { mask: `${tokens.slice(0, pos).join('')}*${tokens.slice(end).join('')}${ext}`, code: tokens.slice(pos, end).join('') };
  }
  return null;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
