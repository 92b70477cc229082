/** A non-empty plural target with exactly `count` forms (compatibility.md §10.6). */
export function fitForms(target: string, count: number): string {
  if (target === '') return '';
  const forms = target.split('\x1e').slice(0, Math.max(count, 1));
  while (forms.length < count) forms.push('');
  return forms.join('\x1e');
}

/** The target a change compares and records: fitted to `count` forms when the string is a plural and the count is known. */
export function fittedTarget(target: string, count: number | undefined): string {
  return count === undefined ? target : fitForms(target, count);
}
