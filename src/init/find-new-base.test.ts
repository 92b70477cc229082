import { describe, expect, it } from 'vitest';
import { findNewBase as find, indexTemplates } from './find-new-base.js';

const findNewBase = (filemask: string, templates: string[]) => find(filemask, indexTemplates(templates));

describe('findNewBase', () => {
  it('takes a POT in the folder of the files', () => {
    expect(findNewBase('po/*.po', ['po/hello.pot'])).toBe('po/hello.pot');
  });
  it('takes a POT in the parent of the * folder', () => {
    expect(findNewBase('locale/*/LC_MESSAGES/django.po', ['locale/django.pot'])).toBe('locale/django.pot');
  });
  it('prefers the POT named after the domain, even in a farther folder', () => {
    const templates = ['po/other.pot', 'po/myapp.pot', 'po/zz.pot'];
    expect(findNewBase('po/myapp-*.po', templates)).toBe('po/myapp.pot');
    expect(findNewBase('po/myapp.*.po', templates)).toBe('po/myapp.pot');
    expect(findNewBase('app/locale/*/LC_MESSAGES/djangojs.po', ['app/locale/django.pot', 'app/djangojs.pot'])).toBe('app/djangojs.pot');
    expect(findNewBase('app/locale/*/LC_MESSAGES/django.po', ['app/locale/django.pot', 'app/djangojs.pot'])).toBe('app/locale/django.pot');
  });
  it('else takes the first POT of the nearest folder', () => {
    expect(findNewBase('a/po/*.po', ['a/x.pot', 'a/po/b.pot', 'a/po/a.pot'])).toBe('a/po/a.pot');
    expect(findNewBase('a/po/*.po', ['a/x.pot'])).toBe('a/x.pot');
  });
  it('looks neither in other folders nor, for a filemask below it, at the repository root', () => {
    expect(findNewBase('po/*.po', ['other/hello.pot', 'hello.pot', 'po/sub/hello.pot'])).toBeNull();
    expect(findNewBase('*.po', ['messages.pot'])).toBe('messages.pot');
  });
});
