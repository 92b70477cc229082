/** What joins the forms of a plural source or target in the history's entries. */
export const FORM_SEPARATOR = '\x1e';

/** A non-empty plural target with exactly `count` forms (compatibility.md §10.6). */
function fitForms(target: string, count: number): string {
  if (target === '') return '';
  const forms = target.split(FORM_SEPARATOR).slice(0, Math.max(count, 1));
  while (forms.length < count) forms.push('');
  return forms.join(FORM_SEPARATOR);
}

/** The target a change compares and records: fitted to `count` forms when the string is a plural and the count is known. */
export function fittedTarget(target: string, count: number | undefined): string {
  return count === undefined ? target : fitForms(target, count);
}
