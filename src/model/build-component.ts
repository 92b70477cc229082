import type { TranslationFile } from '../content/content-types.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { ParsedEntry, ParsedFile } from '../formats/entry.js';
import { formatPlural } from '../formats/format-plural.js';
import { formatOf } from '../formats/registry.js';
import type { Language } from '../languages/language.js';
import { STATE_EMPTY, STATE_FUZZY, STATE_READONLY, STATE_TRANSLATED, emptyCounts } from './compute-stats.js';
import { ownString } from '../formats/own-string.js';
import { computeIdHash, entryIdHash } from './hash.js';
import { computeId } from './ids.js';
import { NO_FAILURES, type Component, type SourceString, type Translation, type Unit } from './model-types.js';
import type { ResolvedComponent } from './resolve-components.js';

export interface ParsedTranslationFile {
  file: TranslationFile;
  language: Language;
  parsed: ParsedFile;
  revision: string;
}

export interface ComponentSources {
  resolved: ResolvedComponent;
  /** In served-code order. */
  files: ParsedTranslationFile[];
  template: ParsedFile | null;
  /** The template's git blob id ('' without a template). */
  templateRevision: string;
  /** Glossary only: languages without a file that still get a translation (§8.3). */
  extraLanguages: Language[];
}

/** What every translation of a component is built from besides its own file. */
interface TranslationInputs {
  /** The entry that gives a string missing from a file its location, note, flags and priority. */
  meta: Map<bigint, ParsedEntry>;
  timestampOf: TimestampOf;
  filemask: string;
  /** The file whose time stands in for a source translation that has no file of its own. */
  fallbackFile: string | null;
}

/** Decides a unit's timestamp: from history when known, else the fallback of the translation. */
export type TimestampOf = (translationKey: string, idHash: bigint, filePath: string | null) => string;

/** A component and the units of each of its translations (`units[i]` those of `component.translations[i]`), in position order. */
export interface BuiltComponent {
  component: Component;
  units: Unit[][];
}

/** Source strings, translations and units of one component (content-format.md section 2, compatibility.md §9, §10). */
export function buildComponent(sources: ComponentSources, bag: DiagnosticBag, timestampOf: TimestampOf): BuiltComponent {
  const { resolved } = sources;
  const component = emptyComponent(resolved, sources.files.length);
  const { strings, meta } = computeSourceStrings(sources, bag);
  component.sourceStrings = strings;
  const sourceFile = sources.files.find((f) => f.language.code === resolved.sourceLanguage.code);
  const filemask = String(resolved.settings.filemask);
  const fallbackFile = resolved.content.template?.path ?? sources.files[0]?.file.path ?? null;

  const from = { meta, timestampOf, filemask, fallbackFile };
  const source = buildTranslation(component, sourceFile ?? null, resolved.sourceLanguage, true, from, null);
  const sourceUnits = new Map(source.units.map((u) => [u.idHash, u]));
  const targets: TranslationWithUnits[] = [];
  for (const f of sources.files) {
    if (f === sourceFile) continue;
    targets.push(buildTranslation(component, f, f.language, false, from, sourceUnits));
  }
  for (const language of sources.extraLanguages) {
    targets.push(buildTranslation(component, null, language, false, from, sourceUnits));
  }
  targets.sort((a, b) => (a.translation.language.code < b.translation.language.code ? -1 : a.translation.language.code > b.translation.language.code ? 1 : 0));
  const units = [source.units];
  component.translations.push(source.translation);
  // Not spread: a component may have very many files.
  for (const t of targets) {
    component.translations.push(t.translation);
    units.push(t.units);
  }
  return { component, units };
}

/** The component of `resolved`, whose strings are those of `files` files (or of its template), without strings or translations yet. */
export function emptyComponent(resolved: ResolvedComponent, files: number): Component {
  return {
    project: resolved.project,
    slug: resolved.slug,
    id: resolved.id,
    name: resolved.name,
    isGlossary: resolved.content.isGlossary,
    format: resolved.content.format,
    sourceLanguage: resolved.sourceLanguage,
    settings: resolved.settings,
    translations: [],
    sourceStrings: [],
    sourceOrigin: resolved.content.template ? { template: resolved.content.template.contentPath } : { files },
    baseFiles: resolved.content.baseFiles,
    ...(resolved.category ? { category: resolved.category } : {}),
  };
}

interface TranslationWithUnits {
  translation: Translation;
  units: Unit[];
}

/**
 * The component's strings: the template's entries, else the union over all files in language-code
 * order; `meta` is the entry that gives a missing string its location, note, flags and priority.
 */
function computeSourceStrings(sources: ComponentSources, bag: DiagnosticBag) {
  const meta = new Map<bigint, ParsedEntry>();
  const strings: SourceString[] = [];
  const add = (entry: ParsedEntry) => {
    const idHash = entryIdHash(entry);
    if (meta.has(idHash)) return;
    meta.set(idHash, entry);
    // A keyed unit's source is the template's value for its key (Weblate's monolingual formats).
    const source = entry.keyed && entry.target.some((form) => form !== '') ? entry.target : entry.source;
    const contentHash = entry.keyed ? computeIdHash(source, entry.context) : idHash;
    // Owned: every language's unit of the string shares these, long after the files are parsed.
    strings.push({ idHash, contentHash, source: source.map(ownString), context: ownString(entry.context), position: strings.length + 1 });
  };
  if (sources.template) {
    for (const entry of sources.template.entries) add(entry);
    for (const f of sources.files) {
      for (const entry of f.parsed.entries) {
        if (!meta.has(entryIdHash(entry))) {
          bag.warning(f.file.contentPath, entry.line, entry.column, 'entry-not-in-template',
            'this string is not in the new_base template, so it is skipped');
        }
      }
    }
  } else {
    for (const f of sources.files) for (const entry of f.parsed.entries) add(entry);
    if (!sources.resolved.content.isGlossary) reportDisagreement(sources, strings.length, bag);
  }
  return { strings, meta };
}

/**
 * Without a template the source strings are the union of the files (content-format.md §2), so a
 * string only an outdated file still holds counts as untranslated in every other language. Says
 * which files hold strings no other file has, and which lack some of the union (issue: numbers a
 * user can explain). Glossaries are left out: a term missing in one language is their normal state.
 */
function reportDisagreement(sources: ComponentSources, total: number, bag: DiagnosticBag): void {
  if (sources.files.length < 2) return;
  const holders = new Map<bigint, number>();
  const hashesOf = sources.files.map((f) => new Set(f.parsed.entries.map((e) => entryIdHash(e))));
  for (const hashes of hashesOf) for (const h of hashes) holders.set(h, (holders.get(h) ?? 0) + 1);
  const own = sources.files
    .map((f, i) => ({ path: f.file.contentPath, count: [...hashesOf[i]!].filter((h) => holders.get(h) === 1).length }))
    .filter((o) => o.count > 0);
  const { file, at } = sources.resolved.content;
  if (own.length > 0) {
    const list = own.map((o) => `${o.path} (${o.count})`).join(', ');
    bag.warning(file, at.line, at.column, 'source-strings-only-in-one-file',
      `without a template the source strings are the union of the ${sources.files.length} files; strings no other file has, counted as untranslated in every other language: ${list}. Set new_base to a POT, or bring the files in line with msgmerge`);
  }
  for (const [i, f] of sources.files.entries()) {
    const lacking = total - hashesOf[i]!.size;
    if (lacking > 0) {
      bag.warning(f.file.contentPath, 1, 1, 'file-lacks-source-strings',
        `this file lacks ${lacking} of the component's ${total} source strings, which count as untranslated here: merge it with a template (msgmerge), or set new_base`);
    }
  }
}

function buildTranslation(
  component: Component,
  file: ParsedTranslationFile | null,
  language: Language,
  isSource: boolean,
  { meta, timestampOf, filemask, fallbackFile }: TranslationInputs,
  sourceUnitsByHash: Map<bigint, Unit> | null,
): TranslationWithUnits {
  const p = component.project.slug;
  const l = language.code;
  const languageCode = file?.file.code ?? l;
  let filename = file?.file.filename ?? '';
  if (!file && !isSource && component.isGlossary) filename = filemask.replace('*', l);
  const translation: Translation = {
    component,
    language,
    plural: formatPlural(formatOf(component.format), language),
    languageCode,
    id: computeId('translation', [p, component.slug, l]),
    filename,
    filePath: file?.file.path ?? null,
    contentPath: file?.file.contentPath ?? null,
    revision: file?.revision ?? '',
    isSource,
    stats: emptyCounts(),
    lastChange: null,
    lastAuthor: null,
    recentChanges: 0,
  };
  const own = new Map<bigint, ParsedEntry>();
  for (const entry of file?.parsed.entries ?? []) own.set(entryIdHash(entry), entry);
  const key = `${p}/${component.slug}/${l}`;
  // A translation without a file has no history of its own: its strings exist since the
  // source translation got them, which is also what keeps its timestamps reproducible.
  const sourceUnits = file || isSource ? null : sourceUnitsByHash;
  const units: Unit[] = [];
  for (const s of component.sourceStrings) {
    const entry = own.get(s.idHash);
    const unit = buildUnit(s, entry ?? null, meta.get(s.idHash)!, isSource, translation.plural.number);
    unit.timestamp = sourceUnits?.get(s.idHash)?.timestamp ?? timestampOf(key, s.idHash, translation.filePath ?? fallbackFile);
    units.push(unit);
  }
  return { translation, units };
}

/**
 * A unit lives while its component is checked or planned: it may keep slices of its file's text
 * (only the source strings, which the component keeps, are owned copies).
 */
function buildUnit(s: SourceString, entry: ParsedEntry | null, meta: ParsedEntry, isSource: boolean, forms: number): Unit {
  // A monolingual unit's note, location and flags are its template's (Weblate reads them from the
  // main unit); a bilingual unit's are its own file's, else those of the string's first file.
  const fields = meta.keyed ? meta : (entry ?? meta);
  const flags = fields.flags;
  const readOnly = hasFlag(flags, 'read-only');
  let state: number;
  let target: string[];
  if (isSource) {
    state = STATE_READONLY;
    target = [...s.source];
  } else {
    const raw = entry?.target ?? [''];
    const first = raw[0] ?? '';
    if (readOnly) state = STATE_READONLY;
    else if (first === '') state = STATE_EMPTY;
    else if (entry?.fuzzy) state = STATE_FUZZY;
    else state = STATE_TRANSLATED;
    target = fitForms(first === '' ? [] : raw, s.source.length > 1 ? forms : 1);
  }
  return {
    id: 0,
    idHash: s.idHash,
    contentHash: s.contentHash,
    position: s.position,
    source: s.source,
    target,
    state,
    previousSource: entry?.previousSource ?? '',
    location: fields.location,
    context: s.context,
    note: fields.note,
    flags,
    explanation: entry?.explanation ?? '',
    priority: priorityOf(flags),
    numWords: countWords(s.source[0] ?? ''),
    chars: [...s.source.join('\x1e\x1e')].length,
    timestamp: '',
    failingChecks: NO_FAILURES,
    line: entry?.line ?? 0,
  };
}

/** §10.6: exactly `count` forms, padded with "" or cut. */
function fitForms(forms: string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => forms[i] ?? '');
}

export function hasFlag(flags: string, name: string): boolean {
  return flags.split(',').some((f) => f.trim() === name);
}

function priorityOf(flags: string): number {
  for (const f of flags.split(',')) {
    const m = /^priority:(\d+)$/.exec(f.trim());
    if (m) return Number(m[1]);
  }
  return 100;
}

/** §10.11: ECMAScript-whitespace-separated tokens of the singular source. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((t) => t !== '').length;
}

