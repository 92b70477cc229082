/**
 * Markup, e-mail addresses and domain names in a text, found in one left-to-right pass with the
 * matches of the regular expressions Weblate uses (the test compares them). A backtracking engine
 * tries those expressions from every position and scans ahead from each: `<<<<…` without `>`,
 * `aaaa…` without `@` or `a.a.a.…` took time quadratic in the length of the text.
 */

/** `text.replace(/<[^>]*>/g, '')`: each `<` up to the first `>` after it. */
export function removeXmlTags(text: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const lt = text.indexOf('<', from);
    if (lt < 0) break;
    const gt = text.indexOf('>', lt + 1);
    // No `>` after this `<`: none after any later `<` either.
    if (gt < 0) break;
    out += text.slice(from, lt);
    from = gt + 1;
  }
  return out + text.slice(from);
}

/** `/<[^>]+>/.test(text)`: some `<` has a `>` after it, with something between. */
export function hasXmlTag(text: string): boolean {
  for (let from = 0; ;) {
    const lt = text.indexOf('<', from);
    if (lt < 0) return false;
    const gt = text.indexOf('>', lt + 1);
    if (gt < 0) return false;
    if (gt > lt + 1) return true;
    from = gt + 1;
  }
}

/** `[a-z0-9_.-]` of the e-mail pattern, case-insensitive. */
function isAddressChar(c: number): boolean {
  return isAlnum(c) || c === 0x5f || c === 0x2e || c === 0x2d;
}

/** `[a-z0-9-]`, case-insensitive. */
function isLabelChar(c: number): boolean {
  return isAlnum(c) || c === 0x2d;
}

function isAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || isLetter(c);
}

function isLetter(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

function runEnd(text: string, p: number, test: (c: number) => boolean): number {
  while (p < text.length && test(text.charCodeAt(p))) p++;
  return p;
}

/**
 * `text.replace(/[a-z0-9_.-]+@[a-z0-9_.-]+\.[a-z0-9-]{2,}/gi, '')`. A start inside a run of address
 * characters needs the `@` that ends the run, as the start of the run does: when one fails, so do
 * all the others of the run.
 */
export function removeEmails(text: string): string {
  let out = '';
  let copied = 0;
  let p = 0;
  while (p < text.length) {
    if (!isAddressChar(text.charCodeAt(p))) {
      p++;
      continue;
    }
    const at = runEnd(text, p, isAddressChar);
    if (text.charCodeAt(at) !== 0x40) {
      p = at;
      continue;
    }
    const end = emailDomainEnd(text, at + 1);
    if (end < 0) {
      p = at + 1;
      continue;
    }
    out += text.slice(copied, p);
    copied = end;
    p = end;
  }
  return out + text.slice(copied);
}

/** `[a-z0-9_.-]+\.[a-z0-9-]{2,}` at `p` (greedy, so the last dot that works): its end, or -1. */
function emailDomainEnd(text: string, p: number): number {
  const end = runEnd(text, p, isAddressChar);
  // Back from the end of the run only: lastIndexOf would search on before it, through the text.
  for (let dot = end - 1; dot >= p + 1; dot--) {
    if (text.charCodeAt(dot) !== 0x2e) continue;
    if (isLabelChar(text.charCodeAt(dot + 1)) && isLabelChar(text.charCodeAt(dot + 2))) return runEnd(text, dot + 1, isLabelChar);
  }
  return -1;
}

/**
 * `text.replace(/(?:[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?\.)+(?:[A-Z]{2,6}\.?|[A-Z0-9-]{2,}\.?)/gi, '')`.
 *
 * A label (`[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?`) runs to the next character that is not a letter,
 * digit or `-`, which must be `.`: so from a start the labels are fixed, the engine takes as many
 * as it can, then backs off one at a time until a top-level label fits. When no count fits, a
 * start at any later label of the same chain fails too (its tries are a subset), so the scan goes
 * on after the chain.
 */
export function removeDomains(text: string): string {
  let out = '';
  let copied = 0;
  let p = 0;
  while (p < text.length) {
    if (!isAlnum(text.charCodeAt(p))) {
      p++;
      continue;
    }
    const labelEnd = runEnd(text, p, isLabelChar);
    if (text.charCodeAt(labelEnd) !== 0x2e || !isAlnum(text.charCodeAt(labelEnd - 1))) {
      p = labelEnd;
      continue;
    }
    if (labelEnd - p > 63) {
      p = labelEnd - 63;
      continue;
    }
    const match = domainFrom(text, labelEnd + 1);
    if (match.end >= 0) {
      out += text.slice(copied, p);
      copied = match.end;
      p = match.end;
    } else {
      p = match.resume;
    }
  }
  return out + text.slice(copied);
}

/**
 * The domain whose first label ended at `afterFirst - 1` (its dot included): the further labels,
 * then the top-level one. `end` is -1 when none fits, and `resume` is where the next start can be.
 */
function domainFrom(text: string, afterFirst: number): { end: number; resume: number } {
  // Starts of the labels after the first: a label, then the top-level candidate after the last.
  const starts = [afterFirst];
  for (;;) {
    const q = starts[starts.length - 1]!;
    if (!isAlnum(text.charCodeAt(q))) break;
    const e = runEnd(text, q, isLabelChar);
    if (text.charCodeAt(e) !== 0x2e || e - q > 63 || !isAlnum(text.charCodeAt(e - 1))) break;
    starts.push(e + 1);
  }
  for (let k = starts.length - 1; k >= 0; k--) {
    const end = topLevelEnd(text, starts[k]!);
    if (end >= 0) return { end, resume: end };
  }
  return { end: -1, resume: starts[starts.length - 1]! };
}

/** `[A-Z]{2,6}\.?|[A-Z0-9-]{2,}\.?` at `t`: its end, or -1. */
function topLevelEnd(text: string, t: number): number {
  let letters = 0;
  while (letters < 6 && isLetter(text.charCodeAt(t + letters))) letters++;
  if (letters >= 2) return text.charCodeAt(t + letters) === 0x2e ? t + letters + 1 : t + letters;
  const end = runEnd(text, t, isLabelChar);
  if (end - t >= 2) return text.charCodeAt(end) === 0x2e ? end + 1 : end;
  return -1;
}
