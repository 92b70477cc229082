import { COMPONENT_SCHEMA, LANGUAGE_SCHEMA, NOTIFICATION_SCHEMA, PROJECT_SCHEMA, REPO_CONFIG_SCHEMA, SITE_SCHEMA, USER_SCHEMA } from '../content/schemas.js';
import { describePath, describeValue, fileBytes, pickFile, setFile, type Mutator } from './mutator.js';
import type { SeededRandom } from './seeded-random.js';

/**
 * Mutations that know a format: YAML keys with values of every type (and the keys a prototype
 * has), PO entries with flags, plurals and placeholders, TBX entries with odd structure.
 */

const KNOWN_KEYS = [
  ...Object.keys(SITE_SCHEMA), ...Object.keys(PROJECT_SCHEMA), ...Object.keys(COMPONENT_SCHEMA), ...Object.keys(USER_SCHEMA),
  ...Object.keys(NOTIFICATION_SCHEMA), ...Object.keys(LANGUAGE_SCHEMA), ...Object.keys(REPO_CONFIG_SCHEMA), 'components', 'plural',
];
const ODD_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '<<', '', 'a\rb', 'x\u202ey', 'filmask'];

/** Values of every YAML type, and strings that paths, URLs, codes, masks and regexes must refuse or survive. */
const VALUES = [
  '0', '-1', '1001', '1e309', '99999999999999999999', '3.5', 'true', 'no', 'null', '~', '[]', '{}', '[a, b]', '{a: 1}', '""',
  '"../../../../etc/hostname"', '/etc/passwd', '"..\\\\..\\\\x"', 'C:/x', '"http://x.example/\\"><script>alert(1)</script>"',
  'https://example.org/l10n/', 'http://x.example?q', 'ftp://x.example', 'http://user:pw@x.example', '"*.po"', '"**/*.po"', '"*"',
  '"*/*"', '"po/*.po"', '"po/../*.po"', '"x.pot"', '"po/app.pot"', '"(a+)+$"', '"["', '"^[^.]+$"', '"../x"', '"x\\ufffdy"', 'EN',
  'en-US', 'sr@latin', 'zh_Hant_HK', 'tbx', 'po', 'xliff', '"a\\rb"', '"\\u001b[31m"', '"a\\u0000b"', '2024-02-30', '2024-01-01',
  '&a x', '*a', '!!binary aGVsbG8=', '"c-format, placeholders:r\\"(a+)+$\\""', 'MentionCommentNotificaton', '40', '1023',
  `"${'a'.repeat(5000)}"`,
];

function yamlMutator(name: string, change: (text: string, rng: SeededRandom) => { text: string; what: string } | null): Mutator {
  return {
    name,
    kind: 'structure',
    apply(tree, rng) {
      const rel = pickFile(tree, rng, '.yaml');
      if (rel === null) return null;
      const changed = change(fileBytes(tree, rel).toString('utf8'), rng);
      if (changed === null || changed.text === fileBytes(tree, rel).toString('utf8')) return null;
      setFile(tree, rel, changed.text);
      return `${changed.what} in ${describePath(rel)}`;
    },
  };
}

/** The `key: value` lines of a YAML text, with their indentation. */
function keyLines(lines: string[]): number[] {
  return lines.map((l, i) => (/^\s*(?:- )?[A-Za-z_][\w.-]*:/.test(l) ? i : -1)).filter((i) => i >= 0);
}

export const STRUCTURE_MUTATORS: readonly Mutator[] = [
  yamlMutator('yaml.set-value', (text, rng) => {
    const lines = text.split('\n');
    const candidates = keyLines(lines);
    if (candidates.length === 0) return null;
    const i = rng.pick(candidates);
    const value = rng.pick(VALUES);
    lines[i] = lines[i]!.replace(/:.*$/, `: ${value}`);
    return { text: lines.join('\n'), what: `line ${i + 1} set to ${describeValue(value)}` };
  }),
  yamlMutator('yaml.add-key', (text, rng) => {
    const lines = text.split('\n');
    const anchors = keyLines(lines);
    const i = anchors.length > 0 && rng.chance(0.7) ? rng.pick(anchors) : lines.length - 1;
    const indent = /^\s*(?:- )?/.exec(lines[i] ?? '')![0].replace('-', ' ');
    const key = rng.chance(0.5) ? rng.pick(KNOWN_KEYS) : rng.pick(ODD_KEYS);
    const keyText = /^[A-Za-z_][\w.-]*$/.test(key) ? key : JSON.stringify(key);
    const value = rng.pick(VALUES);
    lines.splice(i + 1, 0, `${indent}${keyText}: ${value}`);
    return { text: lines.join('\n'), what: `${describeValue(key)}: ${describeValue(value)} added after line ${i + 1}` };
  }),
  yamlMutator('yaml.retype', (text, rng) => {
    const shapes = ['[', '{', '- ', '|\n  x', '>-\n  x', '&anchor ', '!!str ', '!!map ', '? '];
    const lines = text.split('\n');
    const candidates = keyLines(lines);
    if (candidates.length === 0) return null;
    const i = rng.pick(candidates);
    const shape = rng.pick(shapes);
    lines[i] = lines[i]!.replace(/:\s*/, `: ${shape}`);
    return { text: lines.join('\n'), what: `the value of line ${i + 1} begun with ${describeValue(shape)}` };
  }),
  poMutator('po.add-entry', (text, rng) => {
    const entry = randomPoEntry(rng);
    return { text: `${text}\n${entry}`, what: `entry added: ${describeValue(entry)}` };
  }),
  poMutator('po.duplicate-entry', (text, rng) => {
    const entries = text.split(/\n\s*\n/);
    if (entries.length < 2) return null;
    const i = rng.between(1, entries.length - 1);
    const at = rng.int(entries.length + 1);
    entries.splice(at, 0, entries[i]!);
    return { text: entries.join('\n\n'), what: `entry ${i + 1} duplicated at ${at + 1}` };
  }),
  poMutator('po.header', (text, rng) => {
    const header = rng.pick([
      '"Plural-Forms: nplurals=0; plural=0;\\n"', '"Plural-Forms: nplurals=200; plural=n;\\n"', '"Plural-Forms: nplurals=2; plural=n/0;\\n"',
      '"Plural-Forms: nplurals=2; plural=(((((n;\\n"', '"Content-Type: text/plain; charset=ISO-8859-1\\n"', '"Language: ../x\\n"',
      '"Plural-Forms: garbage\\n"', '"X-Weird: \\u0000\\n"', `"${'X-Long: '.padEnd(20000, 'x')}\\n"`,
    ]);
    const at = text.indexOf('msgstr ""\n');
    if (at < 0) return null;
    const end = at + 'msgstr ""\n'.length;
    return { text: text.slice(0, end) + header + '\n' + text.slice(end), what: `header line ${describeValue(header)} added` };
  }),
  tbxMutator('tbx.add-entry', (text, rng) => {
    const entry = randomTbxEntry(rng);
    const at = text.lastIndexOf('</body>');
    if (at < 0) return null;
    return { text: text.slice(0, at) + entry + '\n' + text.slice(at), what: `entry added: ${describeValue(entry)}` };
  }),
  tbxMutator('tbx.prolog', (text, rng) => {
    const prolog = rng.pick([
      '<!DOCTYPE martif [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>', '<!DOCTYPE martif SYSTEM "file:///etc/hostname">',
      '<!DOCTYPE martif PUBLIC "x" "http://x.example/x.dtd">', '<?xml version="1.1"?>', '<?xml version="1.0" encoding="UTF-16"?>',
      '<?xml-stylesheet href="x"?>', '<!-- a comment -->', '\ufeff',
    ]);
    const at = text.indexOf('<martif');
    if (at < 0) return null;
    return { text: text.slice(0, at) + prolog + '\n' + text.slice(at), what: `prolog ${describeValue(prolog)}` };
  }),
  tbxMutator('tbx.lang', (text, rng) => {
    const langs = [...text.matchAll(/xml:lang="[^"]*"/g)];
    if (langs.length === 0) return null;
    const m = rng.pick(langs);
    const value = rng.pick(['xml:lang=""', 'xml:lang="../x"', 'xml:lang="EN-us"', 'xml:lang="x\ufffdy"', '', 'xml:lang="de"', 'xml:lang="en"', 'lang="en"']);
    return { text: text.slice(0, m.index) + value + text.slice(m.index! + m[0].length), what: `${m[0]} became ${describeValue(value)}` };
  }),
];

function poMutator(name: string, change: (text: string, rng: SeededRandom) => { text: string; what: string } | null): Mutator {
  return {
    name,
    kind: 'structure',
    apply(tree, rng) {
      const rel = pickFile(tree, rng, '.po', '.pot');
      if (rel === null) return null;
      const changed = change(fileBytes(tree, rel).toString('utf8'), rng);
      if (changed === null || changed.text === fileBytes(tree, rel).toString('utf8')) return null;
      setFile(tree, rel, changed.text);
      return `${changed.what} in ${describePath(rel)}`;
    },
  };
}

function tbxMutator(name: string, change: (text: string, rng: SeededRandom) => { text: string; what: string } | null): Mutator {
  return {
    name,
    kind: 'structure',
    apply(tree, rng) {
      const rel = pickFile(tree, rng, '.tbx');
      if (rel === null) return null;
      const changed = change(fileBytes(tree, rel).toString('utf8'), rng);
      if (changed === null || changed.text === fileBytes(tree, rel).toString('utf8')) return null;
      setFile(tree, rel, changed.text);
      return `${changed.what} in ${describePath(rel)}`;
    },
  };
}

/** Texts that exercise the checks: placeholders of every syntax, markup, addresses, punctuation, spaces. */
const PO_TEXTS = [
  'Hello', 'Hello.', 'Hello!', 'Hello?', 'Hello…', 'Hello...', ' Hello ', 'Hello  world', '\\nHello\\n', '%s and %d', '%1$s %2$s', '%(name)s',
  '%(', '{0} {name}', '{0[', '{}', '{{', '}', '<b>bold</b>', '<b>', '<a href="x">', 'a@b.cc', 'http://x.example/a', 'x.example.org',
  '/usr/bin', '#tag', '{temperature}', '@NAME@', 'ünïcödé', '😀', 'a\\tb', '\\"', 'ab ab', 'word word word', '', '.', 'ALL CAPS',
];
const PO_FLAGS = [
  'fuzzy', 'c-format', 'no-c-format', 'python-format', 'python-brace-format', 'php-format', 'javascript-format', 'max-length:5',
  'max-length:x', 'placeholders:"{0}":r"\\{\\w+\\}"', 'placeholders:r"["', 'ignore-same', 'ignore-all-checks', 'read-only', 'priority:300',
  'xml-text', 'safe-html', 'strict-same', 'strict-format', 'case-insensitive', 'forbidden', 'ignore-end-stop',
];

function randomPoText(rng: SeededRandom): string {
  const n = rng.between(1, 3);
  return Array.from({ length: n }, () => rng.pick(PO_TEXTS)).join(rng.pick([' ', '', '\\n']));
}

function randomPoEntry(rng: SeededRandom): string {
  const lines: string[] = [];
  if (rng.chance(0.3)) lines.push(`#. ${randomPoText(rng)}`);
  if (rng.chance(0.3)) lines.push(`#: src/${rng.int(99)}.c:${rng.int(999)}`);
  if (rng.chance(0.6)) lines.push(`#, ${Array.from({ length: rng.between(1, 3) }, () => rng.pick(PO_FLAGS)).join(', ')}`);
  if (rng.chance(0.2)) lines.push(`#| msgid "${randomPoText(rng)}"`);
  if (rng.chance(0.2)) lines.push(`msgctxt "${randomPoText(rng)}"`);
  lines.push(`msgid "${randomPoText(rng)}"`);
  if (rng.chance(0.3)) {
    lines.push(`msgid_plural "${randomPoText(rng)}"`);
    const forms = rng.between(0, 4);
    for (let i = 0; i < forms; i++) lines.push(`msgstr[${rng.chance(0.9) ? i : rng.int(12)}] "${randomPoText(rng)}"`);
  } else {
    lines.push(`msgstr "${randomPoText(rng)}"`);
  }
  if (rng.chance(0.15)) lines.push(`"${randomPoText(rng)}"`);
  return `${lines.join('\n')}\n`;
}

function randomTbxEntry(rng: SeededRandom): string {
  const id = rng.pick(['n1', 'e01', '', 'x"y', '../x']);
  const term = (lang: string | null) =>
    `<langSet${lang === null ? '' : ` xml:lang="${lang}"`}><tig><term>${rng.pick(['term', 'T&amp;C', '<hi>hi</hi> there', '', ' spaced ', '&#x1F600;'])}</term></tig></langSet>`;
  const parts = [term(rng.pick(['en', 'en-US', null])), ...(rng.chance(0.7) ? [term(rng.pick(['de', 'cs', 'ja', null, 'xx']))] : [])];
  if (rng.chance(0.3)) parts.push(`<descrip type="definition">${rng.pick(['A definition.', '<![CDATA[raw <b>]]>', ''])}</descrip>`);
  if (rng.chance(0.3)) {
    const depth = rng.between(1, 3);
    parts.push(`${'<note>'.repeat(depth)}n${'</note>'.repeat(depth)}`);
  }
  if (rng.chance(0.2)) parts.push('<termNote type="administrativeStatus">forbidden-admn-sts</termNote>');
  if (rng.chance(0.2)) parts.push('<descrip type="Translation needed">no</descrip>');
  const tag = rng.pick(['termEntry', 'conceptEntry', 'termentry']);
  return `<${tag}${rng.chance(0.8) ? ` id="${id}"` : ''}${rng.chance(0.1) ? ' xml:space="default"' : ''}>${parts.join('')}</${tag}>`;
}
