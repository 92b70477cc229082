import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadLanguageCatalogue } from '../languages/load-language-catalogue.js';
import { discoverTranslations } from './discover-translations.js';
import { FORMAT_DETECTORS } from './format-detectors.js';
import { createLanguageCodeTest } from './language-code-test.js';
import type { ProjectIdentity } from './project-identity.js';
import { proposeConfig } from './propose-config.js';
import { renderConfigYaml } from './render-config-yaml.js';

const codes = createLanguageCodeTest(loadLanguageCatalogue([]));
const PROJECT: ProjectIdentity = { slug: 'my-app', name: 'My App', web: null, from: 'package.json' };

function propose(files: Record<string, string>, project = PROJECT) {
  const discovery = discoverTranslations(Object.keys(files), FORMAT_DETECTORS, codes);
  return proposeConfig(project, discovery.fileSets, codes, (p) => files[p] ?? null);
}

const POT = 'msgid ""\nmsgstr ""\n"Project-Id-Version: x\\n"\n"Language: \\n"\n';
const TBX = '<?xml version="1.0"?>\n<martif type="TBX" xml:lang="en"><text><body/></text></martif>\n';

describe('proposeConfig and renderConfigYaml', () => {
  const files = {
    'app/locale/de/LC_MESSAGES/django.po': '',
    'app/locale/pt_BR/LC_MESSAGES/django.po': '',
    'app/locale/templates/LC_MESSAGES/django.po': '',
    'app/locale/django.pot': POT,
    'po/fr.po': '',
    'po/sr@latin.po': '',
    'glossary/de.tbx': TBX,
    'glossary/en.tbx': TBX,
  };

  it('writes the keys of static-tms.yaml in a fixed order', () => {
    const text = renderConfigYaml(propose(files));
    const config = parse(text) as Record<string, unknown>;
    expect(config).toEqual({
      site: { name: 'My App translations' },
      projects: {
        'my-app': {
          name: 'My App',
          components: {
            django: {
              name: 'Django', file_format: 'po', filemask: 'app/locale/*/LC_MESSAGES/django.po',
              new_base: 'app/locale/django.pot', source_language: 'en', language_regex: '^(?!(?:templates)$)[^.]+$',
            },
            po: { name: 'Po', file_format: 'po', filemask: 'po/*.po', source_language: 'en' },
            glossary: { name: 'Glossary', file_format: 'tbx', filemask: 'glossary/*.tbx', source_language: 'en' },
          },
        },
      },
    });
    expect(JSON.stringify(config)).toBe(JSON.stringify(parse(text)));
    expect(Object.keys((config.projects as Record<string, { components: object }>)['my-app']!.components)).toEqual(['django', 'po', 'glossary']);
  });

  it('the language_regex keeps the non-codes out and the languages in, as the build applies it', () => {
    const regex = new RegExp(propose(files).components[0]!.languageRegex!);
    expect(['de', 'pt_BR', 'sr@latin', 'templatesx'].map((c) => regex.test(c))).toEqual([true, true, true, true]);
    expect(['templates', 'de.old'].map((c) => regex.test(c))).toEqual([false, false]);
  });

  it('explains itself in comments: base_url, the keys, what was found, where the source language came from', () => {
    const text = renderConfigYaml(propose(files));
    expect(text).toMatch(/^ {2}# base_url: https:\/\/l10n\.example\.org\n(?: {2}#.*\n)*?.*--base-url https:\/\/… to `static-tms build`/m);
    expect(text).toContain('      # found 2 files: de, pt_BR\n      django:\n');
    expect(text).toContain('filemask         where the files are; `*` stands for the language code');
    expect(text).toContain('source_language: en # as glossary/de.tbx says');
    expect(text).toContain('source_language: en # no file names it: en unless you change it');
    expect(text).toContain('language_regex: ^(?!(?:templates)$)[^.]+$ # leaves out templates: not language codes');
    expect(text).not.toContain('No glossary was found');
  });

  it('is deterministic: the same files in any order give the same bytes', () => {
    const reversed = Object.fromEntries(Object.entries(files).reverse());
    expect(renderConfigYaml(propose(reversed))).toBe(renderConfigYaml(propose(files)));
  });

  it('takes the source language the POT header or the TBX root names', () => {
    const proposal = propose({
      'po/fr.po': '', 'po/app.pot': POT.replace('Language: ', 'Language: de'),
      'glossary/fr.tbx': TBX.replace('xml:lang="en"', "xml:lang='pt-BR'"),
    });
    expect(proposal.components.map((c) => [c.slug, c.sourceLanguage, c.sourceLanguageFrom])).toEqual([
      ['app', 'de', 'po/app.pot'],
      ['glossary', 'pt_BR', 'glossary/fr.tbx'],
    ]);
    const bad = propose({ 'po/fr.po': '', 'po/app.pot': POT.replace('Language: ', 'Language: C') });
    expect(bad.components.map((c) => [c.sourceLanguage, c.sourceLanguageFrom])).toEqual([['en', null]]);
  });

  it('says when no glossary was found, and writes web when the project has one', () => {
    const text = renderConfigYaml(propose({ 'po/de.po': '' }, { ...PROJECT, web: 'https://example.org' }));
    expect(text).toContain('No glossary was found');
    expect((parse(text) as { projects: Record<string, { web: string }> }).projects['my-app']!.web).toBe('https://example.org');
  });

  it('writes the conflicts the build will reject as comments', () => {
    const text = renderConfigYaml(propose({ 'po/pt-BR.po': '', 'po/pt_BR.po': '' }));
    expect(text).toContain('# po/pt_BR.po and po/pt-BR.po are both pt_BR: keep one, or the build rejects them.');
  });
});
