import path from 'node:path';
import { globby } from 'globby';
import { FILE_FORMATS, formatOf, isFormatId, type FormatId } from '../formats/registry.js';
import type { LanguageCatalogue } from '../languages/language.js';
import type { ComponentContent, TranslationFile } from './content-types.js';
import { joinContentPath, type ContentContext } from './content-context.js';
import type { ErrorCode } from '../diagnostics/catalogue.js';
import type { Position, ValidatedMapping } from './schema.js';
import type { GLOSSARY_SCHEMA } from './schemas.js';
import { suggestNearest } from './suggest-nearest.js';

type ComponentKey = keyof typeof GLOSSARY_SCHEMA;
import { errorCode, errorPath, pathKind, reportNameNotUtf8, reportUnlessFile } from './content-files.js';

/** Where a component is declared, and what its paths are relative to. */
export interface ComponentDeclaration {
  project: string;
  slug: string;
  /** The file that declares it, for diagnostics: its component.yaml (or folder), or static-tms.yaml. */
  file: string;
  /** Where in `file` (the component's key in static-tms.yaml; 1:1 for a component.yaml). */
  at: Position;
  /** The folder its filemask, new_base and template are relative to: the component folder, or "" (the root). */
  base: string;
  isGlossary: boolean;
  mapping: ValidatedMapping<typeof GLOSSARY_SCHEMA>;
}

/** A component's format, files and template from its validated keys (content-format.md §1). */
export async function readComponent(ctx: ContentContext, d: ComponentDeclaration, catalogue: LanguageCatalogue): Promise<ComponentContent> {
  const settings = d.mapping.values;
  const at = (key: ComponentKey): Position => d.mapping.positions[key] ?? d.at;
  const error = (key: ComponentKey, code: ErrorCode, message: string) => ctx.bag.error(d.file, at(key).line, at(key).column, code, message);

  const format = readFormat(settings.file_format, d.isGlossary, (message) => error('file_format', 'file-format-unknown', message));
  const sourceLanguageCode = settings.source_language ?? 'en';
  const sourceLanguage = catalogue.resolveCode(sourceLanguageCode);
  if (sourceLanguage === null) error('source_language', 'language-code-invalid', `source_language "${sourceLanguageCode}" is not a language code`);
  const files = await findTranslationFiles(ctx, d, format, at, catalogue);
  // new_base lists the source strings; so does a `template` (for gettext, the two play one role).
  const newBase = readTemplatePath(ctx, d, 'new_base', at);
  const template = readTemplatePath(ctx, d, 'template', at);
  const { monolingual } = formatOf(format);
  const keyed = monolingual === true || (monolingual === null && settings.template !== undefined);
  if (monolingual === true && settings.template === undefined) {
    error('file_format', 'template-required', `${format} keeps keys and values: set template to the file of the source language (the base file), as in Weblate`);
  }
  if (keyed && template && sourceLanguage !== null && !files.some((f) => f.servedCode === sourceLanguage)) {
    files.push(templateAsSourceFile(d, template, sourceLanguageCode, sourceLanguage));
  }
  return {
    slug: d.slug,
    file: d.file,
    dir: d.base,
    at: d.at,
    sourceLanguageAt: at('source_language'),
    isGlossary: d.isGlossary,
    settings,
    format,
    sourceLanguage: sourceLanguage ?? 'en',
    files,
    template: template ?? newBase,
    baseFiles: [template, newBase].filter((f) => f !== null).map((f) => ({ ...f, filename: filenameOf(d, f.contentPath) })),
    keyed,
  };
}

/**
 * In a monolingual component the template is the source language's file, as in Weblate: its
 * translation has the template's filename, serves its bytes and follows its history.
 */
function templateAsSourceFile(d: ComponentDeclaration, template: { path: string; contentPath: string }, code: string, servedCode: string): TranslationFile {
  return { code, servedCode, path: template.path, contentPath: template.contentPath, filename: filenameOf(d, template.contentPath) };
}

/** A content path as a path in the component's repository (its folder's, or the root's). */
function filenameOf(d: ComponentDeclaration, contentPath: string): string {
  const relative = d.base === '' ? contentPath : path.posix.relative(d.base, contentPath);
  // A template outside the component's folder (`../shared/app.pot`) goes by its path from the
  // content root, as every file of a component declared in static-tms.yaml does: an archive's
  // entry may not climb out of the component's folder.
  return relative.startsWith('../') ? contentPath : relative;
}

/** A `new_base` or `template` path: inside the root and existing, else an error at the key. */
function readTemplatePath(ctx: ContentContext, d: ComponentDeclaration, key: 'new_base' | 'template', at: (key: ComponentKey) => Position): ComponentContent['template'] {
  const value = d.mapping.values[key];
  if (typeof value !== 'string' || value === '') return null;
  const pos = at(key);
  const contentPath = path.posix.normalize(joinContentPath(d.base, value));
  if (contentPath.startsWith('../') || contentPath === '..' || path.posix.isAbsolute(value) || path.win32.isAbsolute(value)) {
    ctx.bag.error(d.file, pos.line, pos.column, 'path-outside-content', `${key} ${value} leaves the ${ctx.rootName}`);
    return null;
  }
  if (!ctx.exists(contentPath)) {
    ctx.bag.error(d.file, pos.line, pos.column, key === 'new_base' ? 'new-base-missing' : 'template-missing', `${key} ${value} does not exist (looked for ${contentPath} in the ${ctx.rootName})`);
    return null;
  }
  if (!ctx.checkInside(contentPath, pos.line, pos.column, d.file)) return null;
  if (!reportUnlessFile(pathKind(ctx.abs(contentPath)), `${key} ${contentPath}`, { file: d.file, ...pos }, ctx.bag)) return null;
  return { path: ctx.abs(contentPath), contentPath };
}

async function findTranslationFiles(
  ctx: ContentContext,
  d: ComponentDeclaration,
  format: FormatId,
  at: (key: ComponentKey) => Position,
  catalogue: LanguageCatalogue,
): Promise<TranslationFile[]> {
  const settings = d.mapping.values;
  const filemask = settings.filemask ?? `*.${formatOf(format).extensions[0]}`;
  const pos = at('filemask');
  if (filemask.split('*').length !== 2 || filemask.startsWith('/') || filemask.split('/').includes('..')) {
    ctx.bag.error(d.file, pos.line, pos.column, 'filemask-invalid',
      `filemask "${filemask}" must be a relative path inside the ${d.base === '' ? 'repository' : 'component'} with exactly one *`);
    return [];
  }
  let languageRegex: RegExp;
  try {
    languageRegex = new RegExp(settings.language_regex ?? '^[^.]+$');
  } catch {
    const p = at('language_regex');
    ctx.bag.error(d.file, p.line, p.column, 'language-regex-invalid', 'language_regex is not a valid regular expression');
    return [];
  }
  const [before = '', after = ''] = filemask.split('*'); // exactly two parts: checked above
  const matcher = new RegExp(`^${escapeRegExp(before)}([^/]+)${escapeRegExp(after)}$`);
  // Not only files: a folder, FIFO or dangling link where a translation file belongs is an error, not skipped.
  let found: string[];
  try {
    found = await globby(filemask, { cwd: ctx.abs(d.base), dot: false, followSymbolicLinks: true, onlyFiles: false });
  } catch (error) {
    // A folder of the mask that is a file (ENOTDIR), or that cannot be read (EACCES).
    const code = errorCode(error) ?? 'error';
    const where = errorPath(error);
    const shown = where === undefined ? 'a folder of the filemask' : ctx.rel(code === 'ENOTDIR' ? firstNonFolder(where, ctx.root) : where);
    ctx.bag.error(d.file, pos.line, pos.column, code === 'ENOTDIR' ? 'not-a-folder' : 'file-unreadable',
      `filemask "${filemask}" cannot be searched: ${shown} ${code === 'ENOTDIR' ? 'is not a folder' : `cannot be read (${code})`}`);
    return [];
  }
  const byServed = new Map<string, string>();
  const files: TranslationFile[] = [];
  let matched = 0;
  for (const filename of found.sort()) {
    const code = matcher.exec(filename)?.[1];
    if (code === undefined) continue;
    matched++;
    if (!languageRegex.test(code)) continue;
    const contentPath = joinContentPath(d.base, filename);
    const kind = pathKind(ctx.abs(contentPath));
    if (kind.kind === 'missing' && filename.includes('\uFFFD')) {
      reportNameNotUtf8(contentPath, { file: contentPath, line: 1, column: 1 }, ctx.bag);
      continue;
    }
    if (!reportUnlessFile(kind, contentPath, { file: contentPath, line: 1, column: 1 }, ctx.bag)) continue;
    if (!ctx.checkInside(contentPath)) continue;
    const servedCode = catalogue.resolveCode(code);
    if (servedCode === null) {
      ctx.bag.error(contentPath, 1, 1, 'language-code-invalid', `"${code}" in the file name is not a language code`);
      continue;
    }
    const other = byServed.get(servedCode);
    if (other !== undefined) {
      ctx.bag.error(contentPath, 1, 1, 'language-conflict', `this file and ${other} are both language ${servedCode}`);
      continue;
    }
    byServed.set(servedCode, contentPath);
    files.push({ code, servedCode, path: ctx.abs(contentPath), contentPath, filename });
  }
  // A generated glossary (no filemask of its own) may be empty; any other component must find its files.
  if (matched === 0 && !(d.isGlossary && settings.filemask === undefined)) {
    const below = path.posix.dirname(before + 'x');
    const folder = below === '.' ? d.base : joinContentPath(d.base, below);
    ctx.bag.error(d.file, pos.line, pos.column, 'filemask-no-match',
      `filemask "${filemask}" matches no file: looked in ${folder === '' ? `the root of the ${ctx.rootName}` : `${folder}/`}${ctx.exists(folder) ? '' : ', which does not exist'}`);
  }
  return files;
}

/** The first of a path's folders (from the root down) that is not a folder: what ENOTDIR is about. */
function firstNonFolder(abs: string, root: string): string {
  const parts = path.relative(root, abs).split(path.sep);
  for (let i = 1; i <= parts.length; i++) {
    const candidate = path.join(root, ...parts.slice(0, i));
    if (pathKind(candidate).kind !== 'folder') return candidate;
  }
  return abs;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The component's format from `file_format` (registered ids only; a glossary takes a glossary format). */
function readFormat(declared: unknown, isGlossary: boolean, report: (message: string) => void): FormatId {
  const fallback: FormatId = isGlossary ? 'tbx' : 'po';
  if (declared === undefined) return fallback;
  const id = String(declared);
  const allowed = FILE_FORMATS.filter((f) => f.glossary === isGlossary || (!isGlossary && f.id === 'tbx'));
  if (isFormatId(id) && allowed.some((f) => f.id === id)) return id;
  if (isGlossary) {
    report(`the glossary is always ${allowed.map((f) => f.id).join(' or ')}`);
    return fallback;
  }
  const nearest = suggestNearest(id, allowed.map((f) => f.id));
  report(`file_format "${id}" is not supported; ${nearest ? `did you mean "${nearest}"? ` : ''}supported: ${allowed.map((f) => f.id).join(', ')}`);
  return fallback;
}
