import { describe, expect, it } from 'vitest';
import { CHECK_IDS, findInconsistentUnits, runUnitChecks, type CheckableUnit, type CheckSettings } from './run-checks.js';

interface Case {
  lang: string;
  source: string | string[];
  target: string | string[];
  flags?: string;
  fails: boolean;
  checkFlags?: string;
  formula?: string;
  /** The format's strict plurals (Android). */
  strict?: boolean;
}

function settings(lang: string, extra: Partial<CheckSettings> = {}): CheckSettings {
  return { languageCode: lang, pluralNumber: 2, sourceLanguageCode: 'en', checkFlags: '', ...extra };
}

function unit(source: string | string[], target: string | string[], flags = '', state = 20): CheckableUnit {
  return {
    source: Array.isArray(source) ? source : [source],
    target: Array.isArray(target) ? target : [target],
    context: '',
    flags,
    state,
  };
}

function failingIds(c: Case): string[] {
  const pluralNumber = Array.isArray(c.target) ? c.target.length : 2;
  return runUnitChecks(
    unit(c.source, c.target, c.flags),
    settings(c.lang, { checkFlags: c.checkFlags ?? '', pluralNumber, ...(c.formula ? { pluralFormula: c.formula } : {}), ...(c.strict ? { strictFormatPlurals: true } : {}) }),
  ).map((f) => f.check);
}

const TABLE: Record<string, Case[]> = {
  same: [
    { lang: 'fr', source: 'Open the file', target: 'Open the file', fails: true },
    { lang: 'de', source: 'Open the file', target: 'Datei öffnen', fails: false },
    { lang: 'cs', source: 'Open the file', target: 'Otevřít soubor', fails: false },
    { lang: 'de', source: '%d:%02d', target: '%d:%02d', fails: false, flags: 'c-format' },
    { lang: 'fr', source: 'https://example.org/', target: 'https://example.org/', fails: false },
    { lang: 'ja', source: 'GNOME', target: 'GNOME', fails: false },
    { lang: 'de', source: 'x', target: 'x', fails: false },
    { lang: 'en_GB', source: 'Stopwatch', target: 'Stopwatch', fails: false },
    { lang: 'fr', source: '© 2024 The Authors', target: '© 2024 The Authors', fails: false },
    { lang: 'de', source: 'Go on', target: 'Go on', fails: false },
    { lang: 'de', source: 'Go on', target: 'Go on', fails: true, flags: 'strict-same' },
    { lang: 'ia', source: 'Alarm', target: 'Alarm', fails: false },
    { lang: 'ar', source: 'Alarm', target: 'Alarm', fails: true },
    { lang: 'el', source: 'org.gnome.Clocks', target: 'org.gnome.Clocks', fails: false },
    { lang: 'hi', source: '<a href="mailto:x@example.org">x@example.org</a>', target: '<a href="mailto:x@example.org">x@example.org</a>', fails: false },
    { lang: 'hi', source: 'Mail <b>me</b>', target: 'Mail <b>me</b>', fails: true },
    { lang: 'zh_Hans', source: '%s: %s', target: '%s: %s', flags: 'c-format', fails: false },
  ],
  begin_newline: [
    { lang: 'fr', source: '\nHello world', target: '\nBonjour le monde', fails: false },
    { lang: 'de', source: '\nHello world', target: 'Hallo Welt', fails: true },
    { lang: 'ja', source: 'Hello world', target: '\nこんにちは', fails: true },
  ],
  end_newline: [
    // Plural forms: a form covering only 1 is compared with the singular source, others with the plural.
    { lang: 'cs', source: ['%d file\n', '%d files'], target: ['%d soubor\n', '%d soubory', '%d souborů'], fails: false, formula: '(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2' },
    { lang: 'cs', source: ['%d file\n', '%d files'], target: ['%d soubor', '%d soubory', '%d souborů'], fails: true, formula: '(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2' },
    { lang: 'ru', source: ['%d file\n', '%d files'], target: ['%d файл', '%d файла', '%d файлов'], fails: false, formula: 'n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2' },
    { lang: 'ja', source: ['%d file\n', '%d files'], target: ['%d 個のファイル'], fails: false, formula: '0' },
    { lang: 'fr', source: 'Hello world\n', target: 'Bonjour le monde\n', fails: false },
    { lang: 'cs', source: 'Hello world\n', target: 'Ahoj světe', fails: true },
  ],
  begin_space: [
    { lang: 'fr', source: '  Indented', target: '  Indenté', fails: false },
    { lang: 'de', source: '  Indented', target: ' Eingerückt', fails: true },
    { lang: 'de', source: ',', target: ' ', fails: false },
  ],
  end_space: [
    { lang: 'fr', source: 'Name: ', target: 'Nom : ', fails: false },
    { lang: 'de', source: 'Name: ', target: 'Name:', fails: true },
    { lang: 'zh_Hans', source: 'Name', target: '名称 ', fails: true },
  ],
  double_space: [
    { lang: 'de', source: 'Hello world', target: 'Hallo  Welt', fails: true },
    { lang: 'de', source: 'Hello  world', target: 'Hallo  Welt', fails: false },
    { lang: 'fr', source: 'Hello world', target: 'Bonjour le monde', fails: false },
  ],
  end_stop: [
    { lang: 'fr', source: 'File saved.', target: 'Fichier enregistré.', fails: false },
    { lang: 'de', source: 'File saved.', target: 'Datei gespeichert', fails: true },
    { lang: 'ja', source: 'File saved.', target: 'ファイルを保存しました。', fails: false },
    { lang: 'zh_Hans', source: 'File saved.', target: '文件已保存。', fails: false },
    { lang: 'zh_Hans', source: 'File saved', target: '文件已保存。', fails: true },
    { lang: 'hi', source: 'File saved.', target: 'फ़ाइल सहेजी गई।', fails: false },
    { lang: 'hi', source: 'File saved.', target: 'फ़ाइल सहेजी गई|', fails: false },
    { lang: 'am', source: 'File saved.', target: 'ፋይል ተቀምጧል።', fails: false },
    { lang: 'th', source: 'File saved.', target: 'บันทึกไฟล์แล้ว', fails: false },
    { lang: 'cs', source: 'Ok.', target: 'Dobře', fails: false },
    { lang: 'de', source: 'Loading...', target: 'Laden…', fails: false },
  ],
  end_colon: [
    { lang: 'fr', source: 'Name:', target: 'Nom :', fails: false },
    { lang: 'de', source: 'Name:', target: 'Name', fails: true },
    { lang: 'zh_Hans', source: 'Name:', target: '名称：', fails: false },
    { lang: 'ja', source: 'Name:', target: '名前。', fails: false },
    { lang: 'ja', source: 'Name:', target: '名前', fails: true },
  ],
  end_question: [
    { lang: 'fr', source: 'Delete the alarm?', target: 'Supprimer l’alarme ?', fails: false },
    { lang: 'de', source: 'Delete the alarm?', target: 'Wecker löschen', fails: true },
    { lang: 'ar', source: 'Delete the alarm?', target: 'حذف المنبه؟', fails: false },
    { lang: 'zh_Hans', source: 'Delete the alarm?', target: '删除闹钟？', fails: false },
    { lang: 'el', source: 'Delete the alarm?', target: 'Διαγραφή της ειδοποίησης;', fails: false },
    { lang: 'el', source: 'Delete the alarm?', target: 'Διαγραφή της ειδοποίησης\u037e', fails: false },
    { lang: 'el', source: 'Delete the alarm?', target: 'Διαγραφή της ειδοποίησης', fails: true },
  ],
  end_exclamation: [
    { lang: 'de', source: 'Time is up!', target: 'Die Zeit ist um!', fails: false },
    { lang: 'cs', source: 'Time is up!', target: 'Čas vypršel', fails: true },
    { lang: 'ja', source: 'Time is up!', target: '時間です！', fails: false },
    { lang: 'eu', source: 'Time is up!', target: '¡Denbora amaitu da! bai', fails: false },
  ],
  end_ellipsis: [
    { lang: 'fr', source: 'Open…', target: 'Ouvrir…', fails: false },
    { lang: 'de', source: 'Open…', target: 'Öffnen', fails: true },
    { lang: 'de', source: 'Open...', target: 'Öffnen…', fails: false },
    { lang: 'de', source: 'Open…', target: 'Öffnen...', fails: true },
  ],
  escaped_newline: [
    { lang: 'fr', source: 'Line one\\nLine two', target: 'Ligne un\\nLigne deux', fails: false },
    { lang: 'de', source: 'Line one\\nLine two', target: 'Zeile eins Zeile zwei', fails: true },
  ],
  plurals: [
    { lang: 'cs', source: ['%d minute', '%d minutes'], target: ['%d minuta', '%d minuty', '%d minut'], fails: false, flags: 'c-format' },
    { lang: 'cs', source: ['%d minute', '%d minutes'], target: ['%d minuta', '', '%d minut'], fails: true, flags: 'c-format' },
    { lang: 'ar', source: ['%d day', '%d days'], target: ['لا أيام', 'يوم', 'يومان', '%d أيام', '%d يومًا', ''], fails: true },
  ],
  max_length: [
    { lang: 'de', source: 'Save', target: 'Speichern', flags: 'max-length:10', fails: false },
    { lang: 'de', source: 'Save', target: 'Abspeichern', flags: 'max-length:10', fails: true },
    { lang: 'ja', source: 'Save', target: '保存する', flags: 'max-length:4', fails: false },
    { lang: 'de', source: 'Save', target: 'Abspeichern', checkFlags: 'max-length:5', fails: true },
  ],
  xml_tags: [
    { lang: 'fr', source: 'Click <b>here</b>', target: 'Cliquez <b>ici</b>', fails: false },
    { lang: 'de', source: 'Click <b>here</b>', target: 'Klicken Sie <i>hier</i>', fails: true },
    { lang: 'de', source: 'Click <a href="x">here</a>', target: 'Klicken Sie <a>hier</a>', fails: true },
    { lang: 'de', source: 'Click <b>here</b>', target: 'Klicken Sie <b>hier', fails: false },
    { lang: 'de', source: 'a < b', target: 'a <c b', fails: false },
    { lang: 'fr', source: 'Tom &amp; <b>Jerry</b>', target: 'Tom &amp; <b>Jerry</b>', fails: false },
  ],
  c_format: [
    { lang: 'fr', source: '%d alarms', target: '%d alarmes', flags: 'c-format', fails: false },
    { lang: 'de', source: '%d alarms', target: 'Wecker', flags: 'c-format', fails: true },
    { lang: 'de', source: '%s at %s', target: '%s um %d', flags: 'c-format', fails: true },
    { lang: 'ja', source: '%1$s at %2$s', target: '%2$s の %1$s', flags: 'c-format', fails: false },
    { lang: 'de', source: '100%% done', target: '100 %% fertig', flags: 'c-format', fails: false },
    { lang: 'de', source: '%d alarms', target: 'Wecker', flags: '', fails: false },
    { lang: 'de', source: '%d alarms', target: 'Wecker', flags: 'c-format, no-c-format', fails: false },
    { lang: 'de', source: '%d alarms', target: 'Wecker', checkFlags: 'c-format', fails: true },
    // Singular form covering only 1 may omit the number.
    { lang: 'de', source: ['%d minute', '%d minutes'], target: ['Eine Minute', '%d Minuten'], flags: 'c-format', fails: false, formula: 'n != 1' },
    { lang: 'ru', source: ['%d minute', '%d minutes'], target: ['минута', '%d минуты', '%d минут'], flags: 'c-format', fails: true, formula: 'n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2' },
    { lang: 'ja', source: ['%d minute', '%d minutes'], target: ['%d 分'], flags: 'c-format', fails: false, formula: '0' },
  ],
  python_format: [
    { lang: 'fr', source: '%(count)d files', target: '%(count)d fichiers', flags: 'python-format', fails: false },
    { lang: 'de', source: '%(count)d files', target: '%(anzahl)d Dateien', flags: 'python-format', fails: true },
    { lang: 'cs', source: '%(a)s and %(b)s', target: '%(b)s a %(a)s', flags: 'python-format', fails: false },
  ],
  python_brace_format: [
    { lang: 'fr', source: 'Hello {name}', target: 'Bonjour {name}', flags: 'python-brace-format', fails: false },
    { lang: 'de', source: 'Hello {name}', target: 'Hallo {Name}', flags: 'python-brace-format', fails: true },
    { lang: 'de', source: 'Hello {name}', target: 'Hallo {name', flags: 'python-brace-format', fails: true },
    { lang: 'de', source: 'Set {{x}} to {0}', target: '{0} auf {{x}} setzen', flags: 'python-brace-format', fails: false },
  ],
  php_format: [
    { lang: 'fr', source: '%s files', target: '%s fichiers', flags: 'php-format', fails: false },
    { lang: 'de', source: '%1$s of %2$s', target: '%1$s von', flags: 'php-format', fails: true },
  ],
  javascript_format: [
    { lang: 'fr', source: '%s files', target: '%s fichiers', flags: 'javascript-format', fails: false },
    { lang: 'ar', source: '%s files', target: 'ملفات', flags: 'javascript-format', fails: true },
  ],
  // Strings from the corpora of ../shared/corpora/formats (properties-tinymediamanager, android-catima,
  // i18next-actualbudget, arb-aves), with each format's check flags as the registry gives them.
  java_format: [
    { lang: 'cs', source: 'Do you really want to delete all {0} items', target: 'Opravdu chcete odstranit všechny položky {0}', checkFlags: 'auto-java-messageformat', fails: false },
    { lang: 'cs', source: 'Do you really want to delete all {0} items', target: 'Opravdu chcete odstranit všechny položky', checkFlags: 'auto-java-messageformat', fails: true },
    { lang: 'fr', source: 'Delete {0} items', target: "Supprimer l'élément {0}", checkFlags: 'auto-java-messageformat', fails: true },
    { lang: 'fr', source: 'Delete {0} items', target: "Supprimer l''élément {0}", checkFlags: 'auto-java-messageformat', fails: false },
    // auto: only when the source has a placeholder.
    { lang: 'fr', source: 'Delete items', target: "Supprimer l'élément", checkFlags: 'auto-java-messageformat', fails: false },
    { lang: 'fr', source: 'Delete items', target: "Supprimer l'élément", flags: 'java-format', fails: true },
    { lang: 'de', source: '{0,number} of {1}', target: '{1}: {0, number}', flags: 'java-format', fails: false },
    { lang: 'de', source: '{0,number} of {1}', target: '{1}: {2}', flags: 'java-format', fails: true },
  ],
  java_printf_format: [
    { lang: 'fr', source: '%1$d cards (%2$d archived)', target: '%1$d cartes (%2$d archivées)', checkFlags: 'java-printf-format', fails: false },
    { lang: 'fr', source: '%1$d cards (%2$d archived)', target: '%2$d archivées sur %1$d cartes', checkFlags: 'java-printf-format', fails: false },
    { lang: 'fr', source: '%1$d cards (%2$d archived)', target: '%1$d cartes', checkFlags: 'java-printf-format', fails: true },
    { lang: 'de', source: '%s of %d', target: '%d von %s', checkFlags: 'java-printf-format', fails: true },
    { lang: 'de', source: 'Year %tY, 100%%', target: 'Jahr %tY, 100 %%', checkFlags: 'java-printf-format', fails: false },
    // A form for 0 and 1 (French "one") may omit the number, except with Android's strict plurals.
    { lang: 'fr', source: ['%d card', '%d cards'], target: ['une carte', '%d cartes'], checkFlags: 'java-printf-format', fails: false, formula: 'n > 1' },
    { lang: 'fr', source: ['%d card', '%d cards'], target: ['une carte', '%d cartes'], checkFlags: 'java-printf-format', fails: true, formula: 'n > 1', strict: true },
    { lang: 'de', source: ['%d card', '%d cards'], target: ['eine Karte', '%d Karten'], checkFlags: 'java-printf-format', fails: false, formula: 'n != 1', strict: true },
  ],
  i18next_interpolation: [
    { lang: 'ru', source: '{{count}} associated rules', target: '{{count}} связанное правило', checkFlags: 'i18next-interpolation', fails: false },
    { lang: 'ru', source: '{{count}} associated rules', target: '{{ count }} связанных правил', checkFlags: 'i18next-interpolation', fails: false },
    { lang: 'ru', source: '{{count}} associated rules', target: '{{число}} связанных правил', checkFlags: 'i18next-interpolation', fails: true },
    { lang: 'de', source: 'See $t(common.help)', target: 'Siehe Hilfe', checkFlags: 'i18next-interpolation', fails: true },
    { lang: 'de', source: '{{a}} and {{b}}', target: '{{b}} und {{a}}', checkFlags: 'i18next-interpolation', fails: false },
  ],
  icu_message_format: [
    { lang: 'pl', source: '{count, plural, =1{{count} item} other{{count} items}}', target: '{count, plural, =1{{count} element} few{{count} elementy} other{{count} elementów}}', checkFlags: 'icu-message-format', fails: false },
    { lang: 'pl', source: '{count, plural, =1{{count} item} other{{count} items}}', target: '{count, plural, =1{{count} element} few{{count} elementy}}', checkFlags: 'icu-message-format', fails: true },
    { lang: 'pl', source: '{count, plural, =1{{count} item} other{{count} items}}', target: '{count, plural, =1{{count} element} other{{count} elementów}', checkFlags: 'icu-message-format', fails: true },
    { lang: 'de', source: '{count, plural, one{# bird} other{# birds}}', target: '{count, plural, eins{# Vogel} other{# Vögel}}', checkFlags: 'icu-message-format', fails: true },
    { lang: 'de', source: 'Hello {name}', target: 'Hallo {Name}', checkFlags: 'icu-message-format', fails: true },
    { lang: 'de', source: 'Hello {name}', target: 'Hallo {Name}', checkFlags: 'icu-message-format, icu-flags:-extra:-missing', fails: false },
    { lang: 'de', source: 'Hello {name}', target: 'Hallo {Name}', fails: false },
  ],
  placeholders: [
    { lang: 'fr', source: 'Hello $name$', target: 'Bonjour $name$', flags: 'placeholders:$name$', fails: false },
    { lang: 'de', source: 'Hello $name$', target: 'Hallo $Name$', flags: 'placeholders:$name$', fails: true },
    { lang: 'de', source: 'Hello $name$', target: 'Hallo $NAME$', flags: 'placeholders:$name$, case-insensitive', fails: false },
    { lang: 'cs', source: 'Use %NAME% now', target: 'Použij teď', flags: String.raw`placeholders:r"%\w+%"`, fails: true },
    { lang: 'cs', source: 'Use %NAME% now', target: 'Použij %NAME% teď', flags: String.raw`placeholders:r"%\w+%":"$x"`, fails: false },
    // A regex that can match nothing, next to an astral character, must not loop.
    { lang: 'de', source: '😀 !', target: '😀 !', flags: 'placeholders:r"!?"', fails: false },
    { lang: 'de', source: 'x', target: 'y', flags: 'placeholders:r"(?P<bad>"', fails: false },
  ],
  duplicate: [
    { lang: 'de', source: 'Remove the file', target: 'Die die Datei entfernen', fails: false },
    { lang: 'de', source: 'Remove the file', target: 'Datei die die entfernen', fails: true },
    { lang: 'cs', source: 'I have two apples', target: 'Já mám mám dvě jablka', fails: true },
    // Case-sensitive, as in Weblate: a capitalised first word is not a repetition.
    { lang: 'cs', source: 'I have two apples', target: 'Mám mám dvě jablka', fails: false },
    { lang: 'fr', source: 'You and we', target: 'vous vous', fails: false },
    { lang: 'fr', source: 'It is so so', target: 'Ça va so so', fails: false },
    { lang: 'de', source: 'Number 12 12', target: 'Nummer 12 12', fails: false },
    { lang: 'el', source: 'Ping Ping', target: 'Πινγκ Πινγκ', fails: false },
    { lang: 'fa', source: 'Tingling', target: 'سوزن سوزن', fails: true },
    { lang: 'de', source: '%s %s', target: '%s %s', flags: 'c-format', fails: false },
    { lang: 'hi', source: 'Do it', target: 'कर कर', fails: false },
  ],
};

describe('runUnitChecks: one table per check id', () => {
  for (const [check, cases] of Object.entries(TABLE)) {
    describe(check, () => {
      it.each(cases)('$lang: $source → $target ($flags)', (c) => {
        const ids = failingIds(c);
        if (c.fails) expect(ids).toContain(check);
        else expect(ids).not.toContain(check);
      });
    });
  }

  it('covers every unit check id', () => {
    expect(Object.keys(TABLE).sort()).toEqual(CHECK_IDS.filter((id) => id !== 'inconsistent').sort());
  });
});

describe('which units are checked', () => {
  const s = settings('de');
  it('checks fuzzy units', () => {
    expect(runUnitChecks(unit('File saved.', 'Datei gespeichert', '', 10), s).map((f) => f.check)).toEqual(['end_stop']);
  });
  it('never fails empty units', () => {
    expect(runUnitChecks(unit(['%d file', '%d files'], ['', '']), s)).toEqual([]);
    expect(runUnitChecks(unit('File saved.', ''), s)).toEqual([]);
  });
  it('never fails read-only units (state 100 or the read-only flag)', () => {
    expect(runUnitChecks(unit('File saved.', 'Datei gespeichert', '', 100), s)).toEqual([]);
    expect(runUnitChecks(unit('File saved.', 'Datei gespeichert', 'read-only'), s)).toEqual([]);
  });
  it('a forbidden TBX term is checked like any other unit', () => {
    expect(runUnitChecks(unit('Kill', 'Töten', 'forbidden'), s)).toEqual([]);
  });
  it('reports every failing check in a fixed order, with messages', () => {
    const failures = runUnitChecks(unit('Delete %s?', 'Löschen  ', 'c-format'), s);
    expect(failures.map((f) => f.check)).toEqual(['end_space', 'double_space', 'end_question', 'c_format']);
    expect(failures.find((f) => f.check === 'c_format')?.message).toBe('C format string does not match source: missing %s');
  });
});

describe('ignore flags', () => {
  const failing = unit('File saved.', 'Datei  gespeichert');
  it('ignore-<check> as a unit flag (Weblate spelling with -)', () => {
    expect(runUnitChecks({ ...failing, flags: 'ignore-end-stop' }, settings('de')).map((f) => f.check)).toEqual(['double_space']);
  });
  it('ignore-<check> with the check id spelling', () => {
    expect(runUnitChecks({ ...failing, flags: 'ignore-double_space' }, settings('de')).map((f) => f.check)).toEqual(['end_stop']);
  });
  it('ignore-all-checks', () => {
    expect(runUnitChecks({ ...failing, flags: 'ignore-all-checks' }, settings('de'))).toEqual([]);
  });
  it('ignore-<check> in the component check_flags', () => {
    const s = settings('de', { checkFlags: 'ignore-end-stop, ignore-double-space' });
    expect(runUnitChecks(failing, s)).toEqual([]);
  });
});

describe('findInconsistentUnits', () => {
  it('flags units of one language with the same source and different translations', () => {
    const result = findInconsistentUnits([
      { key: 'a/fr/1', languageCode: 'fr', sourceKey: 's1', target: ['Ouvrir'], state: 20 },
      { key: 'b/fr/1', languageCode: 'fr', sourceKey: 's1', target: ['Ouvrir un fichier'], state: 20 },
      { key: 'c/fr/1', languageCode: 'fr', sourceKey: 's1', target: ['Ouvrir'], state: 20 },
      { key: 'a/de/1', languageCode: 'de', sourceKey: 's1', target: ['Öffnen'], state: 20 },
      { key: 'b/de/1', languageCode: 'de', sourceKey: 's1', target: ['Öffnen'], state: 20 },
      { key: 'a/cs/1', languageCode: 'cs', sourceKey: 's1', target: ['Otevřít'], state: 20 },
      { key: 'b/cs/1', languageCode: 'cs', sourceKey: 's1', target: [''], state: 0 },
      { key: 'a/ja/1', languageCode: 'ja', sourceKey: 's1', target: ['開く'], state: 20 },
      { key: 'b/ja/1', languageCode: 'ja', sourceKey: 's1', target: ['開ける'], state: 100 },
    ]);
    expect([...result].sort()).toEqual(['a/fr/1', 'b/fr/1', 'c/fr/1']);
  });
  it('compares fuzzy units only against a translated one', () => {
    const fuzzyPair = findInconsistentUnits([
      { key: 'a', languageCode: 'fr', sourceKey: 's', target: ['X'], state: 10 },
      { key: 'b', languageCode: 'fr', sourceKey: 's', target: ['Y'], state: 10 },
    ]);
    expect(fuzzyPair.size).toBe(0);
    const mixed = findInconsistentUnits([
      { key: 'a', languageCode: 'fr', sourceKey: 's', target: ['X'], state: 10 },
      { key: 'b', languageCode: 'fr', sourceKey: 's', target: ['Y'], state: 20 },
    ]);
    expect([...mixed].sort()).toEqual(['a', 'b']);
  });
  it('honours ignore-inconsistent', () => {
    const result = findInconsistentUnits([
      { key: 'a', languageCode: 'fr', sourceKey: 's', target: ['X'], state: 20, flags: 'ignore-inconsistent' },
      { key: 'b', languageCode: 'fr', sourceKey: 's', target: ['Y'], state: 20 },
    ]);
    expect(result.size).toBe(0);
  });
});

describe('plural sources with a zero form (stringsdict: Weblate\'s plural with zero)', () => {
  // English and German with a zero form first: n == 0 → 0, n == 1 → 1, else 2
  const zero = { number: 3, formula: 'n == 0 ? 0 : 1 + (n != 1)' };
  const run = (target: string[], sourcePlural?: typeof zero) =>
    runUnitChecks(
      unit(['No files?', '%d file.', '%d files.'], target),
      settings('de', { pluralNumber: 3, pluralFormula: zero.formula, ...(sourcePlural ? { sourcePlural } : {}) }),
    ).map((f) => f.check);

  it('pairs each target form with the source form of its number, as Weblate\'s PluralMapper', () => {
    expect(run(['Keine Dateien?', '%d Datei.', '%d Dateien.'], zero)).toEqual([]);
    expect(run(['Keine Dateien.', '%d Datei.', '%d Dateien.'], zero)).toEqual(['end_stop', 'end_question']);
    expect(run(['Keine Dateien?', '%d Datei', '%d Dateien.'], zero)).toEqual(['end_stop']);
  });

  it('without the source plural, pairs as [singular, plural] (the zero target form with the plural source)', () => {
    expect(run(['Keine Dateien?', '%d Datei.', '%d Dateien.'])).toContain('end_question');
  });
});
