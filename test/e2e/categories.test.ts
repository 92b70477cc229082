import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTree, writeContentTree } from '../helpers/content-tree.js';
import { runCli } from '../helpers/run-cli.js';

// Issue 20 part 4: Weblate 5's categories, from category folders and from the category keys.
const PO = (target: string) => `msgid "Hello"\nmsgstr "${target}"\n\nmsgid "Good morning to you"\nmsgstr ""\n`;
const BASE = 'http://127.0.0.1:9';
const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));

function tree(files: Record<string, string>): string {
  const root = writeContentTree(files);
  trees.push(root);
  return root;
}

function build(root: string) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-categories-'));
  trees.push(out);
  const result = runCli(['build', '--content', root, '--out', `${out}/site`, '--base-url', BASE, '--quiet'], { SOURCE_DATE_EPOCH: '1700000000' });
  const read = (url: string) => JSON.parse(fs.readFileSync(path.join(out, 'site', url, 'index.json'), 'utf8')) as Record<string, unknown>;
  const page = (url: string) => fs.readFileSync(path.join(out, 'site', url, 'index.html'), 'utf8');
  return { result, read, page };
}

const api = (p: string) => `${BASE}${p}?format=api`;
const component = (name: string, extra = '') => `name: ${name}\nfilemask: "*.po"\nsource_language: en\n${extra}`;

describe('categories of a content tree', () => {
  // docs/ is a category folder holding a component and the folder guides/, a category inside it;
  // the project's categories key declares `tools`, which the component `cli` joins by its key.
  const root = tree({
    'projects/app/project.yaml': 'name: App\ncategories:\n  tools:\n    name: Tools\n',
    'projects/app/ui/component.yaml': component('UI'),
    'projects/app/ui/de.po': PO('Hallo'),
    'projects/app/docs/category.yaml': 'name: Documentation\n',
    'projects/app/docs/manual/component.yaml': component('Manual'),
    'projects/app/docs/manual/de.po': PO('Hallo'),
    'projects/app/docs/guides/category.yaml': 'name: Guides\n',
    'projects/app/docs/guides/howto/component.yaml': component('How-to'),
    'projects/app/docs/guides/howto/de.po': PO(''),
    'projects/app/cli/component.yaml': component('CLI', 'category: tools\n'),
    'projects/app/cli/de.po': PO('Hallo'),
  });
  const { result, read, page } = build(root);

  it('builds', () => {
    expect(result.status, result.stderr).toBe(0);
  });

  it('lists every category, parents first, each with its parent and project as URLs', () => {
    const list = read('api/categories') as { count: number; results: Record<string, unknown>[] };
    expect(list.count).toBe(3);
    expect(list.results.map((k) => [k.slug, k.name])).toEqual([['docs', 'Documentation'], ['guides', 'Guides'], ['tools', 'Tools']]);
    const [docs, guides] = list.results as [Record<string, unknown>, Record<string, unknown>];
    expect(Object.keys(docs)).toEqual(['id', 'name', 'slug', 'project', 'category', 'url', 'statistics_url']);
    expect(docs.project).toBe(api('/api/projects/app/'));
    expect(docs.category).toBeNull();
    expect(guides.category).toBe(docs.url);
    expect(docs.url).toBe(api(`/api/categories/${docs.id as number}/`));
    expect(read(`api/categories/${docs.id as number}`)).toEqual(docs);
    expect((read('api/projects/app/categories') as { results: unknown[] }).results).toEqual(list.results);
  });

  it('gives each component its category, and the project its categories_url', () => {
    const list = read('api/categories') as { results: { id: number; url: string; slug: string }[] };
    const url = (slug: string) => list.results.find((k) => k.slug === slug)!.url;
    expect(read('api/components/app/manual').category).toBe(url('docs'));
    expect(read('api/components/app/howto').category).toBe(url('guides'));
    expect(read('api/components/app/cli').category).toBe(url('tools'));
    expect(read('api/components/app/ui').category).toBeNull();
    const project = read('api/projects/app');
    expect(project.categories_url).toBe(api('/api/projects/app/categories/'));
    const keys = Object.keys(project);
    expect(keys.slice(keys.indexOf('statistics_url'), keys.indexOf('statistics_url') + 3)).toEqual(['statistics_url', 'categories_url', 'changes_list_url']);
  });

  it('counts in a category\'s statistics the components of the categories inside it', () => {
    const list = read('api/categories') as { results: { id: number; slug: string }[] };
    const stats = (slug: string) => read(`api/categories/${list.results.find((k) => k.slug === slug)!.id}/statistics`);
    // manual (en + de) and howto (en + de): 4 translations of 2 strings; de of howto is empty.
    expect([stats('docs').total, stats('docs').translated, stats('docs').name]).toEqual([8, 5, 'Documentation']);
    expect([stats('guides').total, stats('guides').translated]).toEqual([4, 2]);
    expect(stats('docs').url).toBe(api('/projects/app/docs/'));
    expect(stats('guides').url).toBe(api('/projects/app/docs/guides/'));
  });

  it('publishes the web page a category\'s statistics link to, with its components', () => {
    const guides = page('projects/app/docs/guides');
    expect(guides).toContain('<h1>Guides</h1>');
    expect(guides).toContain('href="/projects/app/howto/"');
    expect(guides).toContain('href="/projects/app/docs/"');
    expect(page('projects/app/docs')).toContain('href="/projects/app/manual/"');
  });
});

describe('categories of static-tms.yaml', () => {
  const config = (extra: string) => `projects:\n  app:\n    name: App\n    categories:\n      web:\n        name: Web\n      web/docs:\n        name: Docs\n    components:\n      ui:\n        name: UI\n        filemask: po/*.po\n${extra}`;

  it('puts a component in the category its key names', () => {
    const { result, read } = build(tree({ 'static-tms.yaml': config('        category: web/docs\n'), 'po/de.po': PO('Hallo') }));
    expect(result.status, result.stderr).toBe(0);
    const list = read('api/categories') as { results: { slug: string; url: string; category: string | null }[] };
    expect(list.results.map((k) => k.slug)).toEqual(['web', 'docs']);
    expect(list.results[1]!.category).toBe(list.results[0]!.url);
    expect(read('api/components/app/ui').category).toBe(list.results[1]!.url);
  });

  it.each([
    ['an undeclared category', config('        category: mobile\n'), /static-tms\.yaml:13:9: error category-unknown: component app\/ui is in category "mobile"/],
    ['a category whose parent is not declared', 'projects:\n  app:\n    name: App\n    categories:\n      a/b:\n        name: B\n    components:\n      ui:\n        name: UI\n        filemask: po/*.po\n',
      /static-tms\.yaml:5:7: error category-unknown: category a\/b is inside a, which is not declared before it/],
    ['a category four deep', 'projects:\n  app:\n    name: App\n    categories:\n      a/b/c/d:\n        name: D\n    components:\n      ui:\n        name: UI\n        filemask: po/*.po\n',
      /static-tms\.yaml:5:7: error category-too-deep: category a\/b\/c\/d is nested 4 deep; Weblate allows at most 3/],
    ['an unknown category key', 'projects:\n  app:\n    name: App\n    categories:\n      a:\n        name: A\n        slug: x\n    components:\n      ui:\n        name: UI\n        filemask: po/*.po\n',
      /static-tms\.yaml:7:9: error unknown-category-key: unknown key "slug" in the category settings/],
  ])('reports %s', (_name, text, pattern) => {
    const root = tree({ 'static-tms.yaml': text, 'po/de.po': PO('Hallo') });
    const result = runCli(['check', '--content', root]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(pattern);
  });
});

describe('bad categories of a content tree', () => {
  const base = { 'projects/app/project.yaml': 'name: App\n', 'projects/app/ui/component.yaml': component('UI'), 'projects/app/ui/de.po': PO('Hallo') };

  it.each([
    ['a category folder four deep', {
      'projects/app/a/category.yaml': 'name: A\n', 'projects/app/a/b/category.yaml': 'name: B\n',
      'projects/app/a/b/c/category.yaml': 'name: C\n', 'projects/app/a/b/c/d/category.yaml': 'name: D\n',
    }, /projects\/app\/a\/b\/c\/d\/category\.yaml:1:1: error category-too-deep: /],
    ['a category folder without a name', { 'projects/app/a/category.yaml': 'title: A\n' },
      /projects\/app\/a\/category\.yaml:1:1: error unknown-category-key: unknown key "title" in category\.yaml/],
    ['one component slug in two categories', {
      'projects/app/a/category.yaml': 'name: A\n', 'projects/app/a/ui/component.yaml': component('UI 2'), 'projects/app/a/ui/de.po': PO('Hallo'),
    }, /error component-slug-duplicate: component slug "ui" is used twice in project app \(in category a and in the project's top\)/],
    ['a component in a category folder that also sets category', {
      'projects/app/project.yaml': 'name: App\ncategories:\n  b:\n    name: B\n',
      'projects/app/a/category.yaml': 'name: A\n', 'projects/app/a/x/component.yaml': component('X', 'category: b\n'), 'projects/app/a/x/de.po': PO('Hallo'),
    }, /projects\/app\/a\/x\/component\.yaml:4:1: error category-conflict: component x is in the category folder a and sets category: b/],
    ['a category at the top with the slug of a component', {
      'projects/app/project.yaml': 'name: App\ncategories:\n  ui:\n    name: UI things\n',
    }, /projects\/app\/project\.yaml:3:3: error category-conflict: category ui has the slug of component app\/ui/],
    ['a category declared as a folder and by the key', {
      'projects/app/project.yaml': 'name: App\ncategories:\n  a:\n    name: A\n', 'projects/app/a/category.yaml': 'name: A\n',
    }, /projects\/app\/project\.yaml:3:3: error category-conflict: category a is declared twice/],
  ])('reports %s', (_name, files, pattern) => {
    const result = runCli(['check', '--content', tree({ ...base, ...files } as Record<string, string>)]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(pattern);
  });
});
