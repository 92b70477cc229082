import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTree, treeName, type FuzzTree } from './fuzz-tree.js';

/** A well-formed content the mutants start from. */
export interface FuzzSeed {
  name: string;
  tree: FuzzTree;
}

/** The demo content (`content/` of the repository): every kind of input, in the content-tree layout. */
export function demoSeed(): FuzzSeed {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');
  return { name: 'demo', tree: readTree(root) };
}

/**
 * The same translations in the repository layout: one static-tms.yaml at the root declares the
 * site, languages, users, projects and components, with paths relative to the root.
 */
export function repositorySeed(demo: FuzzSeed): FuzzSeed {
  const tree: FuzzTree = new Map();
  const moves: [string, string][] = [
    ['projects/weather/app/po', 'weather/po'],
    ['projects/weather/website', 'site-po'],
    ['projects/weather/glossary', 'terms'],
    ['projects/notes/mobile/locale', 'android/locale'],
  ];
  for (const [from, to] of moves) {
    for (const [rel, node] of demo.tree) {
      if (!rel.startsWith(`${from}/`) || rel.endsWith('component.yaml')) continue;
      const moved = to + rel.slice(from.length);
      const parts = moved.split('/');
      for (let i = 1; i < parts.length; i++) tree.set(parts.slice(0, i).join('/'), { kind: 'folder' });
      tree.set(moved, node);
    }
  }
  tree.set(treeName('static-tms.yaml'), { kind: 'file', bytes: Buffer.from(REPOSITORY_CONFIG) });
  return { name: 'repository', tree };
}

const REPOSITORY_CONFIG = `# The demo translations in the repository layout (content-format.md, "The repository layout").
site:
  base_url: http://127.0.0.1:8080
  name: Example.org Translations
languages:
  - code: xx@pirate
    name: Pirate English
    plural:
      number: 2
      formula: n != 1
users:
  alice:
    full_name: Alice Martin
    emails: [alice@example.org]
  bob:
    full_name: Bob Novák
    emails: [bob@example.org]
    notifications:
      - notification: NewAlertNotificaton
        scope: 40
        component: weather/app
        frequency: 3
projects:
  weather:
    name: Weather Station
    web: https://example.org/weather
    components:
      app:
        name: Weather Station app
        filemask: weather/po/*.po
        new_base: weather/po/app.pot
        license: GPL-3.0-or-later
        check_flags: ignore-same
      website:
        name: Website
        filemask: site-po/*.po
        check_flags: safe-html
        priority: 120
      glossary:
        name: Weather Glossary
        filemask: terms/*.tbx
  notes:
    name: Field Notes
    components:
      mobile:
        name: Field Notes for Android
        filemask: android/locale/*/LC_MESSAGES/mobile.po
        license: MIT
`;

/** Both seeds, the demo first. */
export function fuzzSeeds(): FuzzSeed[] {
  const demo = demoSeed();
  return [demo, repositorySeed(demo)];
}
