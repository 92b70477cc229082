/**
 * Seeded synthetic content for the benchmark (issue 6): a git repository whose `content/` holds
 * projects, components with a POT template, PO files with plurals, msgctxt, fuzzy and untranslated
 * entries, comments and flags, users with e-mails, and a first-parent history of COMMITS commits in
 * which later commits edit a subset of the files. Same size and seed → same bytes, same commit ids.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRandom, hashUnit } from './random.mjs';

export const SIZES = {
  S: { components: 2, languages: 10, strings: 500 },
  M: { components: 10, languages: 20, strings: 500 },
  L: { components: 20, languages: 50, strings: 1000 },
};

export const COMMITS = 60;
const COMPONENTS_PER_PROJECT = 5;
const START = Date.parse('2025-01-06T09:00:00Z') / 1000;
const STEP = 3 * 3600;

/** Real codes, in the order they are taken; Plural-Forms come from the project's own catalogue. */
const LANGUAGE_POOL = [
  'de', 'fr', 'cs', 'pl', 'ru', 'ar', 'ja', 'pt_BR', 'es', 'it', 'nl', 'sv', 'uk', 'tr', 'ko', 'zh_Hans',
  'hu', 'el', 'ro', 'sk', 'hr', 'sl', 'lt', 'lv', 'et', 'bg', 'sr', 'ca', 'eu', 'gl', 'vi', 'th', 'id',
  'ms', 'hi', 'bn', 'fa', 'ta', 'te', 'ka', 'hy', 'is', 'ga', 'cy', 'mk', 'sq', 'be', 'kk', 'az', 'af',
  'sw', 'he', 'zh_Hant', 'pt', 'da', 'fi', 'nb_NO',
];

export const AUTHORS = [
  { username: 'alice', name: 'Alice Martin', email: 'alice@example.org', declared: true },
  { username: 'bob', name: 'Bob Novák', email: 'bob@example.org', declared: true },
  { username: 'carol', name: 'Carol Díaz', email: 'carol@example.net', declared: true },
  { username: 'dave', name: 'Dave Unlisted', email: 'dave@example.com', declared: false },
];

const WORDS = (
  'file folder open save close print export import settings account profile password sync cloud note ' +
  'notes weather station forecast today tomorrow wind rain snow temperature humidity pressure sensor ' +
  'battery signal network error warning message update download upload install remove delete rename ' +
  'copy paste undo redo search filter sort name date size type view window dialog button menu toolbar ' +
  'status ready loading failed retry cancel confirm continue back next finish start stop pause resume ' +
  'user group team project language translation string unit source target review approve reject ' +
  'comment suggestion glossary term history change author editor viewer owner admin member invite ' +
  'public private shared link address server client request response timeout connection proxy cache ' +
  'théâtre café naïve façade über'
).split(' ');

const SYLLABLES = ('ka ri to na mu se lo vi da pe ku zo ma ni te ra so bu li ge fa ho ye wi ' +
  'sta pro ben dor lin mar ves tum gal kor').split(' ');

/**
 * The words of the strings. By default the fixed list above, each translation its source text
 * tagged with the language: a few hundred distinct tokens, whatever the size. With a vocabulary
 * of N (bench --vocabulary N), source words come from N made-up words, a few common and most
 * rare (their rank is log-uniform, as in Zipf's law), and each language translates each word into
 * a word of its own: about N distinct tokens per language, as a real site's search index has.
 */
export function createWords(vocabulary) {
  if (!vocabulary) {
    return { pick: (random) => WORDS[Math.floor(random() * WORDS.length)], translate: (text) => text };
  }
  const wordAt = (n, salt) => {
    let word = '';
    for (let k = 0, length = 2 + Math.floor(hashUnit(salt, n, 'l') * 3); k < length; k++) word += SYLLABLES[Math.floor(hashUnit(salt, n, k) * SYLLABLES.length)];
    return word;
  };
  const source = Array.from({ length: vocabulary }, (_, n) => wordAt(n, 'en'));
  return {
    pick: (random) => source[Math.min(vocabulary, Math.floor(vocabulary ** random())) - 1],
    // Words, not the letters of a format (%d, %s).
    translate: (text, code) => text.replace(/(?<![%\w])[A-Za-z]+/g, (word) => wordAt(word.toLowerCase(), code)),
  };
}

export function createGitEnv() {
  return { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' };
}

export function git(repo, args, env = createGitEnv()) {
  return execFileSync('git', args, { cwd: repo, env, encoding: 'utf8', maxBuffer: 1 << 30 });
}

/** Language codes with their plural rules, taken from the compiled catalogue so counts always match. */
async function pickLanguages(count, mainDir) {
  const { loadLanguageCatalogue } = await import(path.join(mainDir, 'lib/languages/load-language-catalogue.js'));
  const catalogue = loadLanguageCatalogue([]);
  const out = [];
  for (const code of LANGUAGE_POOL) {
    const served = catalogue.resolveCode(code);
    if (served === null || served !== code) continue;
    const { language, known } = catalogue.getLanguage(served);
    if (!known) continue;
    out.push({ code, plurals: language.plural.number, formula: language.plural.formula });
    if (out.length === count) return out;
  }
  throw new Error(`only ${out.length} usable language codes, ${count} needed`);
}

function buildSourceStrings(component, count, random, words) {
  const seen = new Set();
  const strings = [];
  const pick = () => words.pick(random);
  for (let i = 0; i < count; i++) {
    const chosen = [];
    const length = 2 + Math.floor(random() * 7);
    for (let w = 0; w < length; w++) chosen.push(pick());
    let msgid = chosen.join(' ');
    msgid = msgid[0].toUpperCase() + msgid.slice(1);
    const plural = random() < 0.1;
    const format = plural || random() < 0.15;
    if (format) msgid = plural ? `${msgid}: %d item` : `${msgid} %s`;
    const msgctxt = random() < 0.12 ? `ctx-${Math.floor(random() * 40)}` : null;
    while (seen.has(`${msgctxt}\u0004${msgid}`)) msgid += ' again';
    seen.add(`${msgctxt}\u0004${msgid}`);
    strings.push({
      msgid,
      msgidPlural: plural ? `${msgid.replace(/ item$/, '')} items` : null,
      msgctxt,
      extracted: random() < 0.2 ? `Shown in the ${pick()} panel.` : null,
      reference: `src/c${component}/${pick()}.c:${1 + Math.floor(random() * 900)}`,
      flags: [format ? 'c-format' : null, random() < 0.04 ? 'max-length:120' : null].filter(Boolean),
    });
  }
  return strings;
}

function quote(text) {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

function renderHeader(language) {
  const lines = [
    'Project-Id-Version: bench 1.0\\n',
    'Report-Msgid-Bugs-To: i18n@example.org\\n',
    'POT-Creation-Date: 2025-01-06 09:00+0000\\n',
    'MIME-Version: 1.0\\n',
    'Content-Type: text/plain; charset=UTF-8\\n',
    'Content-Transfer-Encoding: 8bit\\n',
  ];
  if (language) {
    lines.push(`Language: ${language.code}\\n`, `Plural-Forms: nplurals=${language.plurals}; plural=${language.formula};\\n`);
  }
  return `msgid ""\nmsgstr ""\n${lines.map((l) => `"${l}"`).join('\n')}\n`;
}

/** The POT template with its first `count` strings. */
function renderTemplate(strings, count) {
  const out = ['# Benchmark template.\n#\n#, fuzzy\n' + renderHeader(null)];
  for (let i = 0; i < count; i++) {
    const s = strings[i];
    let e = '';
    if (s.extracted) e += `#. ${s.extracted}\n`;
    e += `#: ${s.reference}\n`;
    if (s.flags.length) e += `#, ${s.flags.join(', ')}\n`;
    if (s.msgctxt) e += `msgctxt ${quote(s.msgctxt)}\n`;
    e += `msgid ${quote(s.msgid)}\n`;
    e += s.msgidPlural ? `msgid_plural ${quote(s.msgidPlural)}\nmsgstr[0] ""\nmsgstr[1] ""\n` : 'msgstr ""\n';
    out.push(e);
  }
  return out.join('\n');
}

/** A translation file after `edits` edits: more translated each time, ~4% of targets rewritten per edit. */
function renderTranslation(c, language, strings, count, edits, translate) {
  const out = [`# ${language.code} translation.\n#\n${renderHeader(language)}`];
  const untranslatedShare = Math.max(0.03, 0.14 - 0.02 * edits);
  for (let i = 0; i < count; i++) {
    const s = strings[i];
    const untranslated = hashUnit(c, language.code, i, 'u') < untranslatedShare;
    const fuzzy = !untranslated && hashUnit(c, language.code, i, 'f') < 0.05;
    let revision = 0;
    for (let r = edits; r > 0; r--) {
      if (hashUnit(c, language.code, i, 'r', r) < 0.04) { revision = r; break; }
    }
    const suffix = revision ? ` v${revision}` : '';
    let e = '';
    if (hashUnit(c, language.code, i, 't') < 0.03) e += `# Translator note ${i}.\n`;
    if (s.extracted) e += `#. ${s.extracted}\n`;
    e += `#: ${s.reference}\n`;
    const flags = fuzzy ? ['fuzzy', ...s.flags] : s.flags;
    if (flags.length) e += `#, ${flags.join(', ')}\n`;
    if (fuzzy && hashUnit(c, language.code, i, 'p') < 0.5) e += `#| msgid ${quote(`${s.msgid} (old)`)}\n`;
    if (s.msgctxt) e += `msgctxt ${quote(s.msgctxt)}\n`;
    e += `msgid ${quote(s.msgid)}\n`;
    if (s.msgidPlural) {
      e += `msgid_plural ${quote(s.msgidPlural)}\n`;
      for (let k = 0; k < language.plurals; k++) {
        e += `msgstr[${k}] ${quote(untranslated ? '' : `[${language.code}:${k}] ${translate(k === 0 ? s.msgid : s.msgidPlural, language.code)}${suffix}`)}\n`;
      }
    } else {
      e += `msgstr ${quote(untranslated ? '' : `[${language.code}] ${translate(s.msgid, language.code)}${suffix}`)}\n`;
    }
    out.push(e);
  }
  return out.join('\n');
}

function yamlFiles(size, projects, components) {
  const files = new Map();
  files.set('content/site.yaml', 'base_url: http://127.0.0.1:9\nname: Benchmark Translations\npage_size: 50\n');
  for (const a of AUTHORS.filter((x) => x.declared)) {
    files.set(`content/users/${a.username}.yaml`, `full_name: ${a.name}\nemails:\n  - ${a.email}\n`);
  }
  files.set('content/users/erin.yaml', 'full_name: Erin Reviewer\nemails:\n  - erin@example.org\nnotifications: []\n');
  for (let p = 0; p < projects; p++) {
    files.set(`content/projects/p${p}/project.yaml`, `name: Benchmark project ${p}\nweb: https://example.org/p${p}\ninstructions: Generated for the ${size} benchmark.\n`);
  }
  for (const comp of components) {
    files.set(`${comp.dir}/component.yaml`,
      `name: Component ${comp.index}\nfile_format: po\nfilemask: po/*.po\nnew_base: po/messages.pot\nsource_language: en\nlicense: MIT\n` +
      (comp.index % 3 === 0 ? 'check_flags: ignore-same\n' : ''));
  }
  return files;
}

/**
 * Plans the history: commit 0 holds everything but a few strings of every fourth component and the
 * last languages; commits k ≡ 3 (mod 5) add the held-back strings (msgmerge-style, touching every
 * file of the component), commits k ≡ 7 (mod 10) add a language to every component, the others edit
 * a random subset of translation files.
 */
export async function generateContent(repo, sizeName, mainDir, seed = 6, { vocabulary = 0 } = {}) {
  const size = SIZES[sizeName];
  const random = createRandom(seed);
  const words = createWords(vocabulary);
  const languages = await pickLanguages(size.languages, mainDir);
  const projects = Math.ceil(size.components / COMPONENTS_PER_PROJECT);
  const components = Array.from({ length: size.components }, (_, index) => {
    const project = Math.floor(index / COMPONENTS_PER_PROJECT);
    return { index, dir: `content/projects/p${project}/c${index}`, strings: buildSourceStrings(index, size.strings, random, words) };
  });
  const heldBack = Math.max(1, Math.round(size.strings * 0.04));
  const pendingComponents = components.filter((c) => c.index % 4 === 0);
  const lateLanguages = languages.slice(languages.length - Math.max(1, Math.floor(languages.length / 10)));
  const present = new Set(languages.slice(0, languages.length - lateLanguages.length).map((l) => l.code));
  const counts = components.map((c) => (c.index % 4 === 0 ? size.strings - heldBack : size.strings));
  const edits = new Map(); // `${component}/${code}` → edit count
  const editsPerCommit = Math.max(1, Math.round((size.components * size.languages) / 40));

  fs.mkdirSync(repo, { recursive: true });
  git(repo, ['init', '-q', '-b', 'main']);
  const streamPath = path.join(repo, '..', 'fast-import.stream');
  const fd = fs.openSync(streamPath, 'w');
  const emit = (text) => fs.writeSync(fd, text);
  const data = (text) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const emitFile = (file, text) => emit(`M 100644 inline ${file}\n${data(text)}`);
  const translationPath = (comp, code) => `${comp.dir}/po/${code}.po`;
  const writeTranslation = (comp, language) => {
    const key = `${comp.index}/${language.code}`;
    emitFile(translationPath(comp, language.code), renderTranslation(comp.index, language, comp.strings, counts[comp.index], edits.get(key) ?? 0, words.translate));
  };

  for (let k = 0; k < COMMITS; k++) {
    const author = AUTHORS[k % AUTHORS.length];
    const when = START + k * STEP;
    let message;
    const touched = [];
    if (k === 0) {
      message = 'Initial import';
    } else if (k % 5 === 3 && pendingComponents.length > 0) {
      const comp = pendingComponents.shift();
      counts[comp.index] = size.strings;
      message = `c${comp.index}: add ${heldBack} strings`;
      touched.push(['template', comp]);
      for (const l of languages) if (present.has(l.code)) touched.push([comp, l]);
    } else if (k % 10 === 7 && lateLanguages.length > 0) {
      const l = lateLanguages.shift();
      present.add(l.code);
      message = `Add ${l.code}`;
      for (const comp of components) touched.push([comp, l]);
    } else {
      message = `Translations update ${k}`;
      const live = languages.filter((l) => present.has(l.code));
      const chosen = new Set();
      while (chosen.size < Math.min(editsPerCommit, components.length * live.length)) {
        chosen.add(`${Math.floor(random() * components.length)}/${Math.floor(random() * live.length)}`);
      }
      for (const key of [...chosen].sort()) {
        const [c, l] = key.split('/').map(Number);
        const comp = components[c];
        const language = live[l];
        edits.set(`${c}/${language.code}`, (edits.get(`${c}/${language.code}`) ?? 0) + 1);
        touched.push([comp, language]);
      }
    }
    if (k === COMMITS - 1) {
      // Whatever is still held back lands in the last commit, so the final tree is always full size.
      message += ' (complete)';
      for (const comp of pendingComponents.splice(0)) {
        counts[comp.index] = size.strings;
        touched.push(['template', comp]);
        for (const l of languages) if (present.has(l.code)) touched.push([comp, l]);
      }
      for (const l of lateLanguages.splice(0)) {
        present.add(l.code);
        for (const comp of components) touched.push([comp, l]);
      }
    }
    emit(`commit refs/heads/main\nauthor ${author.name} <${author.email}> ${when} +0000\ncommitter ${author.name} <${author.email}> ${when} +0000\n${data(message)}`);
    if (k === 0) {
      for (const [file, text] of yamlFiles(sizeName, projects, components)) emitFile(file, text);
      for (const comp of components) {
        emitFile(`${comp.dir}/po/messages.pot`, renderTemplate(comp.strings, counts[comp.index]));
        for (const l of languages) if (present.has(l.code)) writeTranslation(comp, l);
      }
    } else {
      for (const [a, b] of touched) {
        if (a === 'template') emitFile(`${b.dir}/po/messages.pot`, renderTemplate(b.strings, counts[b.index]));
        else writeTranslation(a, b);
      }
    }
  }
  fs.closeSync(fd);
  const result = spawnSync('git', ['fast-import', '--quiet'], { cwd: repo, env: createGitEnv(), stdio: [fs.openSync(streamPath, 'r'), 'ignore', 'pipe'] });
  fs.rmSync(streamPath);
  if (result.status !== 0) throw new Error(`git fast-import failed: ${result.stderr}`);
  git(repo, ['checkout', '-q', '-f', 'main']);

  let extraCommits = 0;
  return {
    units: size.components * size.languages * size.strings,
    languages,
    components,
    commits: COMMITS,
    /** One more commit that edits one translation file (the first component's first language); returns its path. */
    commitOneChange() {
      return this.commitChanges(1)[0];
    },
    /**
     * One more commit that edits `count` translation files (components first, then languages, so the
     * edits spread over components), each translating more strings and rewriting some targets; returns their paths.
     */
    /** One more commit that changes a file outside the content only, as an app's code commits; returns its path. */
    commitOutsideContent() {
      const file = 'app/main.c';
      fs.mkdirSync(path.join(repo, 'app'), { recursive: true });
      fs.writeFileSync(path.join(repo, file), `/* build ${extraCommits} */\nint main(void) { return 0; }\n`);
      const when = `${START + (COMMITS + extraCommits++) * STEP} +0000`;
      const env = { ...createGitEnv(), GIT_AUTHOR_NAME: 'Alice Martin', GIT_AUTHOR_EMAIL: 'alice@example.org', GIT_COMMITTER_NAME: 'Alice Martin', GIT_COMMITTER_EMAIL: 'alice@example.org', GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when };
      git(repo, ['add', file], env);
      git(repo, ['commit', '-q', '-m', `${file}: the app's code`, '--', file], env);
      return file;
    },
    commitChanges(count) {
      const files = [];
      for (let i = 0; files.length < count && i < components.length * languages.length; i++) {
        const comp = components[i % components.length];
        const language = languages[Math.floor(i / components.length)];
        const file = translationPath(comp, language.code);
        if (!fs.existsSync(path.join(repo, file))) continue;
        const key = `${comp.index}/${language.code}`;
        edits.set(key, (edits.get(key) ?? 0) + 7);
        fs.writeFileSync(path.join(repo, file), renderTranslation(comp.index, language, comp.strings, counts[comp.index], edits.get(key), words.translate));
        files.push(file);
      }
      const when = `${START + (COMMITS + extraCommits++) * STEP} +0000`;
      const env = { ...createGitEnv(), GIT_AUTHOR_NAME: 'Alice Martin', GIT_AUTHOR_EMAIL: 'alice@example.org', GIT_COMMITTER_NAME: 'Alice Martin', GIT_COMMITTER_EMAIL: 'alice@example.org', GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when };
      git(repo, ['commit', '-q', '-m', files.length === 1 ? `${files[0]}: one more update` : `${files.length} files: more updates`, '--', ...files], env);
      return files;
    },
  };
}
