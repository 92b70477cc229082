import { describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from '../languages/load-language-catalogue.js';
import { deriveFilemasks, wildcardSegment } from './derive-filemasks.js';
import { createLanguageCodeTest } from './language-code-test.js';

const { isCode } = createLanguageCodeTest(loadLanguageCatalogue([]));

describe('deriveFilemasks', () => {
  it.each([
    ['po/de.po', ['po/*.po']],
    ['po/pt_BR.po', ['po/*.po']],
    ['po/sr@latin.po', ['po/*.po']],
    ['po/zh-Hans.po', ['po/*.po']],
    ['po/myapp-de.po', ['po/myapp-*.po']],
    ['po/myapp_pt_BR.po', ['po/myapp_*.po']],
    ['po/myapp-pt-BR.po', ['po/myapp-*.po']],
    ['po/myapp.de.po', ['po/myapp.*.po']],
    ['po/de-formal.po', ['po/*-formal.po']],
    ['locale/de/LC_MESSAGES/django.po', ['locale/*/LC_MESSAGES/django.po']],
    ['translations/pt_BR/LC_MESSAGES/messages.po', ['translations/*/LC_MESSAGES/messages.po']],
    ['help/de/de.po', ['help/*/*.po']],
    ['glossary/zh_Hant.tbx', ['glossary/*.tbx']],
    ['de/po/fr.po', ['*/po/fr.po', 'de/po/*.po']],
    ['po/messages.po', []],
    ['src/po/README.po', []],
    ['po/my-de-app.po', []],
  ])('%s proposes %j', (path, masks) => expect(deriveFilemasks(path, isCode)).toEqual(masks));

  it('replaces the code only where it stands as a token', () => {
    expect(deriveFilemasks('docs/es/LC_MESSAGES/messages.po', isCode)).toEqual(['docs/*/LC_MESSAGES/messages.po']);
    expect(deriveFilemasks('doc/de/manual-de.po', isCode)).toEqual(['doc/*/manual-*.po']);
  });

  it('wildcardSegment reports the code it replaced', () => {
    expect(wildcardSegment('myapp-pt_BR.po', isCode)).toEqual({ mask: 'myapp-*.po', code: 'pt_BR' });
    expect(wildcardSegment('de', isCode)).toEqual({ mask: '*', code: 'de' });
    expect(wildcardSegment('LC_MESSAGES', isCode)).toBeNull();
  });
});
