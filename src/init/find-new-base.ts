/**
 * The template to pair with a filemask as `new_base`, as translation-finder's
 * `BaseDiscovery.fill_in_new_base` pairs a POT: look in the filemask's folder, then in each parent
 * (`locale/django.pot` for `locale/<*>/LC_MESSAGES/django.po`), skipping folders that hold the `*`
 * and stopping before the repository root (which is looked in only for a filemask there). A template named after the file set's domain
 * (`django.pot`, `myapp.pot` for `po/myapp-*.po`) wins wherever it is; otherwise the first
 * template of the nearest folder that has one (`po/hello.pot` for `po/*.po`).
 */
export function findNewBase(filemask: string, byFolder: TemplateIndex): string | null {
  const slash = filemask.lastIndexOf('/');
  const fileName = filemask.slice(slash + 1);
  const dot = fileName.lastIndexOf('.');
  const domain = (dot > 0 ? fileName.slice(0, dot) : fileName).replace(/[-._]?\*[-._]?/, '').toLowerCase();
  const folders: string[] = [];
  for (let folder = slash < 0 ? '' : filemask.slice(0, slash); ; folder = folder.slice(0, Math.max(0, folder.lastIndexOf('/')))) {
    if (!folder.includes('*')) folders.push(folder);
    if (!folder.includes('/')) break;
  }
  let nearest: string | null = null;
  for (const folder of folders) {
    const found = byFolder.get(folder) ?? [];
    const named = domain === '' ? undefined : found.find((t) => baseName(t).toLowerCase() === domain);
    if (named !== undefined) return named;
    nearest ??= found[0] ?? null;
  }
  return nearest;
}

/** Templates by folder, each list sorted. */
export type TemplateIndex = ReadonlyMap<string, readonly string[]>;

export function indexTemplates(templates: readonly string[]): TemplateIndex {
  const byFolder = new Map<string, string[]>();
  for (const template of [...templates].sort()) {
    const i = template.lastIndexOf('/');
    const folder = i < 0 ? '' : template.slice(0, i);
    const list = byFolder.get(folder);
    if (list) list.push(template);
    else byFolder.set(folder, [template]);
  }
  return byFolder;
}

/** The file name without folder and extension. */
function baseName(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
