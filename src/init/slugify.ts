/** A slug (`[A-Za-z0-9_-]+`, lower case) made of any text: accents dropped, other characters runs of `-`; '' when nothing is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
}

/** A display name made of a slug-like word: `gnome-clocks` → `Gnome Clocks`, `django` → `Django`. */
export function titleCase(text: string): string {
  return text
    .split(/[-_.\s]+/)
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
