import type { FileSet } from './file-set.js';
import { slugify, titleCase } from './slugify.js';

/** The slug every project's glossary has (compatibility.md): no other component may take it. */
export const GLOSSARY_SLUG = 'glossary';

export interface ComponentName {
  slug: string;
  name: string;
  isGlossary: boolean;
}

/**
 * A slug and a name for each file set (same order). The glossary is the largest set of a glossary
 * format (one per project). Other sets are named after their domain: the file name around the `*`
 * (`django` of `locale/<*>/LC_MESSAGES/django.po`, `myapp` of `po/myapp-<*>.po`), else the template
 * (`hello` of `po/hello.pot`), else the nearest folder (`po`). Sets that would share a slug are told
 * apart by the nearest folder they do not all share (`app1-po`, `app2-po`), then by a number.
 */
export function nameComponents(fileSets: readonly FileSet[]): ComponentName[] {
  const glossary = pickGlossary(fileSets);
  const named = fileSets.map((set) => {
    if (set === glossary) return { slug: GLOSSARY_SLUG, name: 'Glossary', isGlossary: true, qualifiers: [] as string[] };
    const { domain, qualifiers } = domainOf(set);
    return { slug: slugify(domain) || set.detector.fileFormat, name: titleCase(domain) || set.detector.fileFormat, isGlossary: false, qualifiers };
  });
  const groups = new Map<string, typeof named>();
  for (const n of named) groups.set(n.slug, [...(groups.get(n.slug) ?? []), n]);
  for (const [slug, group] of groups) {
    const regular = group.filter((n) => !n.isGlossary);
    if (regular.length < 2 && (slug !== GLOSSARY_SLUG || regular.length === 0)) continue;
    for (const n of regular) {
      const qualifier = n.qualifiers.find((q) => !regular.every((o) => o.qualifiers.includes(q)));
      if (qualifier !== undefined && slugify(qualifier) !== '') {
        n.slug = `${slugify(qualifier)}-${n.slug}`;
        n.name = `${titleCase(qualifier)} ${n.name}`;
      } else if (slug === GLOSSARY_SLUG && regular.length === 1) {
        n.slug = `${n.slug}-${fileSets[named.indexOf(n)]!.detector.fileFormat}`;
      }
    }
  }
  const used = new Set<string>();
  for (const n of named) {
    let slug = n.slug;
    for (let i = 2; used.has(slug) || (slug === GLOSSARY_SLUG && !n.isGlossary); i++) slug = `${n.slug}-${i}`;
    if (slug !== n.slug) n.name = `${n.name} (${slug.slice(n.slug.length + 1)})`;
    n.slug = slug;
    used.add(slug);
  }
  return named.map(({ slug, name, isGlossary }) => ({ slug, name, isGlossary }));
}

function pickGlossary(fileSets: readonly FileSet[]): FileSet | undefined {
  return fileSets
    .filter((s) => s.detector.glossary)
    .sort((a, b) => b.files.length - a.files.length || (a.filemask < b.filemask ? -1 : 1))[0];
}

/** The word a file set is named after, and the folders (nearest first) that can tell it apart. */
function domainOf(set: FileSet): { domain: string; qualifiers: string[] } {
  const segments = set.filemask.split('/');
  const fileName = segments.pop()!;
  const folders = segments.filter((s) => !s.includes('*')).reverse();
  const dot = fileName.lastIndexOf('.');
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName).replace(/[-._]?\*[-._]?/, '');
  if (stem !== '' && !stem.includes('*')) return { domain: stem, qualifiers: folders };
  if (set.newBase !== null) {
    const name = set.newBase.slice(set.newBase.lastIndexOf('/') + 1);
    return { domain: name.replace(/\.[^.]*$/, ''), qualifiers: folders };
  }
  if (folders.length > 0) return { domain: folders[0]!, qualifiers: folders.slice(1) };
  return { domain: set.detector.fileFormat, qualifiers: [] };
}
