import { GitFixture } from '../history/git-fixture.js';

/** Text that only the application code holds: it must never reach an export. */
export const APP_SECRET = 'APP-SECRET-4f1d';
/** Text that only the other component holds. */
export const OTHER_SECRET = 'OTHER-COMPONENT-9c2e';

/** The component's files, relative to the content folder `content/`. */
export const COMPONENT_PATHS = [
  'projects/demo/ui/component.yaml',
  'projects/demo/ui/po/de.po',
  'projects/demo/ui/po/fr.po',
  'projects/demo/ui/po/messages.pot',
];

/** The subjects of the commits that touch the component, newest first (`git log --format=%s`). */
export const COMPONENT_SUBJECTS = ['Merge branch feature', 'German: translate Quit', 'French: translate Open', 'Add French', 'German: translate Open, app fix', 'Add the ui component'];

const po = (msgs: Record<string, string>): string =>
  ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"', '']
    .concat(Object.entries(msgs).flatMap(([id, str]) => [`msgid "${id}"`, `msgstr "${str}"`, '']))
    .join('\n');

/**
 * A repository that holds application code, a content folder with two components and a merged
 * branch: the history of the `ui` component is what an export publishes.
 */
export function buildComponentRepository(): GitFixture {
  const repo = new GitFixture();
  const at = (day: number, email = 'dev@example.org'): { date: string; email: string } => ({ date: `2024-03-${String(day).padStart(2, '0')}T10:00:00Z`, email });
  repo.write('src/app.c', `int main(void) { return 0; } /* ${APP_SECRET} */\n`).write('README.md', '# App\n');
  repo.commit('Application skeleton', at(1));
  repo
    .write('content/projects/demo/ui/component.yaml', 'name: UI\nfilemask: po/*.po\ntemplate: po/messages.pot\n')
    .write('content/projects/demo/ui/po/messages.pot', po({ Open: '', Quit: '' }))
    .write('content/projects/demo/ui/po/de.po', po({ Open: '', Quit: '' }));
  repo.commit('Add the ui component', at(2, 'maintainer@example.org'));
  repo.write('content/projects/demo/ui/po/de.po', po({ Open: 'Öffnen', Quit: '' })).write('src/app.c', `int main(void) { return 1; } /* ${APP_SECRET} v2 */\n`);
  repo.commit('German: translate Open, app fix', at(3, 'anna@example.org'));
  repo.write('content/projects/demo/other/po/de.po', po({ [OTHER_SECRET]: '' }));
  repo.commit('Add the other component', at(4));
  repo.write('content/projects/demo/ui/po/fr.po', po({ Open: '', Quit: '' }));
  repo.commit('Add French', at(5, 'marc@example.org'));
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write('content/projects/demo/ui/po/fr.po', po({ Open: 'Ouvrir', Quit: '' }));
  repo.commit('French: translate Open', at(6, 'marc@example.org'));
  repo.git('checkout', '-q', 'main');
  repo.write('content/projects/demo/ui/po/de.po', po({ Open: 'Öffnen', Quit: 'Beenden' }));
  repo.commit('German: translate Quit', at(7, 'anna@example.org'));
  repo.gitAt(at(8), 'merge', '-q', '--no-ff', '-m', 'Merge branch feature', 'feature');
  repo.git('branch', '-q', '-D', 'feature');
  return repo;
}
