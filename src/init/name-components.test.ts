import { describe, expect, it } from 'vitest';
import { GETTEXT_PO } from './detectors/gettext-po.js';
import { TBX_GLOSSARY } from './detectors/tbx-glossary.js';
import type { FileSet } from './file-set.js';
import { nameComponents } from './name-components.js';

function set(filemask: string, options: { newBase?: string; files?: number; tbx?: boolean } = {}): FileSet {
  const files = Array.from({ length: options.files ?? 1 }, (_, i) => ({ path: filemask.replace('*', `l${i}`), code: `l${i}`, servedCode: `l${i}` }));
  return { detector: options.tbx ? TBX_GLOSSARY : GETTEXT_PO, filemask, files, newBase: options.newBase ?? null, notCodes: [], conflicts: [] };
}
const names = (sets: FileSet[]) => nameComponents(sets).map((n) => [n.slug, n.name, n.isGlossary]);

describe('nameComponents', () => {
  it('names a set after its domain, its template, or its folder', () => {
    expect(names([
      set('locale/*/LC_MESSAGES/django.po'),
      set('locale/*/LC_MESSAGES/djangojs.po'),
      set('translations/*/LC_MESSAGES/messages.po'),
      set('po/myapp-*.po'),
      set('help/myapp.*.po'),
      set('src/po/*.po', { newBase: 'src/po/gnome-clocks.pot' }),
      set('po/*.po'),
      set('*.po'),
    ])).toEqual([
      ['django', 'Django', false],
      ['djangojs', 'Djangojs', false],
      ['messages', 'Messages', false],
      ['po-myapp', 'Po Myapp', false],
      ['help-myapp', 'Help Myapp', false],
      ['gnome-clocks', 'Gnome Clocks', false],
      ['po', 'Po', false],
      ['po-2', 'Po (2)', false],
    ]);
  });

  it('tells sets of one domain apart by the nearest folder they do not share', () => {
    expect(names([
      set('app1/po/*.po'),
      set('app2/po/*.po'),
      set('web/locale/*/LC_MESSAGES/django.po'),
      set('api/locale/*/LC_MESSAGES/django.po'),
    ])).toEqual([
      ['app1-po', 'App1 Po', false],
      ['app2-po', 'App2 Po', false],
      ['web-django', 'Web Django', false],
      ['api-django', 'Api Django', false],
    ]);
  });

  it('makes the largest TBX set the glossary, and keeps its slug for it alone', () => {
    expect(names([
      set('terms/*.tbx', { tbx: true, files: 2 }),
      set('glossary/*.tbx', { tbx: true, files: 5 }),
      set('glossary/*.po'),
    ])).toEqual([
      ['terms', 'Terms', false],
      ['glossary', 'Glossary', true],
      ['glossary-po', 'Glossary', false],
    ]);
  });

  it('never gives a regular set the glossary slug, even without a TBX set', () => {
    expect(names([set('glossary/*.po')])).toEqual([['glossary-po', 'Glossary', false]]);
  });

  it('slugs are made of [a-z0-9_-] only', () => {
    expect(names([set('po/Ünïcode App.*.po')])).toEqual([['unicode-app', 'Ünïcode App', false]]);
  });
});
