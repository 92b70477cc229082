/**
 * Every diagnostic code static-tms reports, with the severities it is reported at and a hint: what
 * to do about it, in one sentence. Call sites take a `DiagnosticCode`, so a misspelt code does not
 * compile, and `bag.error` / `bag.warning` take only codes reported at that severity. Codes are
 * stable (content-format.md §12 documents each; `catalogue.test.ts` keeps the two in step).
 */
export interface CatalogueEntry {
  /** The severities it is reported at; most codes have one. */
  severities: readonly ('error' | 'warning')[];
  hint: string;
}

const error = (hint: string) => ({ severities: ['error'], hint }) as const;
const warning = (hint: string) => ({ severities: ['warning'], hint }) as const;
const either = (hint: string) => ({ severities: ['error', 'warning'], hint }) as const;

const unknownKey = error('check the spelling: the message suggests the nearest valid key');

export const DIAGNOSTIC_CATALOGUE = {
  // Reading YAML
  'content-missing': error('pass --content, or run from inside the repository that holds static-tms.yaml'),
  'yaml-syntax': error('fix the YAML: indent with spaces, line keys up, and quote values holding ": " or starting with *'),
  'yaml-too-deep': error('no setting nests that deep; remove the extra levels'),
  'yaml-duplicate-key': error('keep one of the two keys'),
  'unknown-static-tms-key': unknownKey,
  'unknown-site-key': unknownKey,
  'unknown-project-key': unknownKey,
  'unknown-component-key': unknownKey,
  'unknown-user-key': unknownKey,
  'unknown-notification-key': unknownKey,
  'unknown-language-key': unknownKey,
  'unknown-plural-key': unknownKey,
  'unknown-category-key': unknownKey,
  'missing-required-key': error('add the key'),
  'wrong-type': error('write the value with the type the key takes (content-format.md lists each key)'),
  'invalid-slug': error('use only A-Z a-z 0-9 _ - in project and component slugs'),
  'project-yaml-missing': error('add a project.yaml with the project name'),
  'component-yaml-missing': error('add a component.yaml, or move the folder out of projects/'),
  'project-without-components': error('declare at least one component under the project'),
  'category-too-deep': error('nest categories at most three deep, as Weblate does'),
  'category-unknown': error('declare the category under the project\'s categories, its parent first'),
  'category-conflict': error('put the component, or declare the category, in one way only: a category folder or the category key'),
  'component-slug-duplicate': error('give each component of a project its own slug, whatever its category'),
  'base-url-missing': error('set base_url in the site settings or pass --base-url'),
  'base-url-invalid': error('write base_url as http(s)://host[:port][/path], without a trailing slash, query or credentials'),
  'url-segment-invalid': error('rename it with letters, digits and _ @ . + -, not starting with a dot'),
  'url-case-conflict': error('rename one of the two: their URLs differ only in case'),
  'too-many-notifications': error('keep at most 1023 subscriptions per user'),
  'notification-unknown': error('use one of the notification names the message lists'),
  'notification-scope-invalid': error('use a scope of 0, 10, 20, 30 or 40'),
  'notification-frequency-invalid': error('use a frequency from 0 to 4'),
  'language-duplicate': error('declare each language code once'),
  'plural-formula-invalid': error('write a gettext plural expression over n giving 0 … number-1'),
  // Finding the files
  'file-format-unknown': error("use one of Weblate's file_format ids the message lists (the glossary only tbx)"),
  'template-required': error('set template to the base file of the source language'),
  'filemask-invalid': error('write a relative filemask with exactly one *'),
  'filemask-no-match': error('check the filemask: it is relative to the repository root in static-tms.yaml, to the component folder in component.yaml'),
  'language-regex-invalid': error('write language_regex as a valid JavaScript regular expression'),
  'language-code-invalid': error('rename the file, or exclude it with language_regex'),
  'language-conflict': error('keep one of the two files of the same language'),
  'language-unknown': warning('add the language to languages with a name'),
  'path-outside-content': error('keep files, templates and links inside the content root'),
  'new-base-missing': error('point new_base to an existing file'),
  'template-missing': error('point template to an existing file'),
  'file-missing': error('add the file, or remove what names it'),
  'file-unreadable': error('make the file readable by the user running static-tms'),
  'file-too-large': error('split the file; a larger one cannot be read as one string'),
  'file-name-not-utf8': error('rename the file with a UTF-8 name'),
  'not-a-file': error('put a regular file at this path'),
  'not-a-folder': error('put a folder at this path'),
  'link-broken': error('fix or remove the symbolic link'),
  // Parsing translation files
  'po-syntax': error('fix the PO syntax; msgfmt --check-format -o /dev/null file.po gives a second opinion'),
  'po-unterminated-string': error('add the closing " at the end of the line'),
  'po-invalid-escape': either('use a known escape (\\n \\t \\" \\\\) or escapes of valid UTF-8 bytes'),
  'po-missing-msgid': error('add msgid "…" before msgid_plural or msgstr'),
  'po-missing-msgstr': error('add msgstr "" (or msgstr[0] "" for a plural)'),
  'po-plural-mismatch': error('use msgstr[N] with msgid_plural, and plain msgstr without it'),
  'po-plural-index': warning('write every msgstr[N] from 0 up'),
  'po-header-syntax': warning('write header lines as "Key: value"'),
  'duplicate-entry': warning('remove the duplicate (msguniq for PO)'),
  'xml-syntax': error('make the TBX file well-formed XML'),
  'xml-doctype-forbidden': error('remove the DOCTYPE internal subset'),
  'tbx-unknown-root': error('use a <martif> (TBX 2) or <tbx> (TBX 3) root element'),
  'tbx-missing-source-term': warning("check source_language and the entry's xml:lang"),
  'xml-malformed': error('make the file well-formed XML (xmllint --noout shows the first error)'),
  'xml-too-deep': error('no translation format nests elements that deep; check the file is what it claims to be'),
  'android-unknown-root': error('an Android string resource has a <resources> root element'),
  'android-missing-name': warning('give the element its name attribute: the name is the key of the string'),
  'xliff-unknown-root': error('an XLIFF file has an <xliff> root element'),
  'xliff-version-mismatch': error('set file_format to the XLIFF version of the files: xliff for 1.2, xliff2 for 2.0'),
  'ts-unknown-root': error('a Qt Linguist file has a <TS> root element'),
  'resx-unknown-root': error('a .NET resource file has a <root> element'),
  'stringsdict-malformed': error('write each entry as a <dict> with NSStringLocalizedFormatKey and its plural rules'),
  'json-malformed': error('make the file valid JSON (no comments, no trailing commas)'),
  'json-duplicate-key': warning('keep one of the two keys'),
  'json-unexpected-root': error('the file holds an object of keys at its top'),
  'json-unexpected-value': either('write the value as the format expects (the message says which)'),
  'strings-malformed': either('write each entry as "key" = "value"; and end it with ;'),
  'yaml-malformed': error('fix the YAML of the translation file'),
  'csv-malformed': error('quote fields holding commas, quotes or line breaks, and double the quotes inside'),
  // Building the strings, users and history
  'entry-not-in-template': warning('update the file from the template with msgmerge'),
  'source-strings-only-in-one-file': warning('set new_base, or run msgmerge'),
  'file-lacks-source-strings': warning('set new_base, or run msgmerge'),
  'notification-target-unknown': error('name a published project, or a component as project/component'),
  'timestamp-not-reproducible': warning('build inside the git repository, or set SOURCE_DATE_EPOCH'),
  'history-shallow': warning('git fetch --unshallow, or fetch-depth: 0 in CI'),
  'history-git-refused': warning('run the safe.directory command the message gives'),
  // Writing the output
  'content-changed': error('build again'),
  'cache-inconsistent': error('remove .static-tms-cache at the root of the content\'s repository, then build again'),
  'git-export-no-history': warning('commit the files, or set git_export: false'),
  'git-export-not-a-repository': warning('keep the content in a git work tree, or set git_export: false'),
  'git-export-bad-branch': error('check out a branch with an ordinary name'),
  'git-export-bad-path': error('rename the file: it cannot be published in a git repository'),
  'git-export-failed': error('run the git command the message gives to see why it failed'),
  'output-path-conflict': error('rename one of the two slugs'),
  'published-file-missing': error('remove the output folder and its .versions folder beside it, then build again'),
  'output-write-failed': error('free space on the output disk, or let the build write to the output folder, then build again'),
  // Host warnings (deploying.md)
  'netlify-no-allow': warning('add an Edge Function to set Allow, if clients need it'),
  'cloudflare-file-limit': warning('use a larger page_size, or a paid plan'),
  'precompress-unused': warning('drop --precompress, or add a --host that serves the siblings'),
} as const satisfies Record<string, CatalogueEntry>;

type Catalogue = typeof DIAGNOSTIC_CATALOGUE;
export type DiagnosticCode = keyof Catalogue;
/** Codes reported as errors (bag.error takes only these). */
export type ErrorCode = { [C in DiagnosticCode]: 'error' extends Catalogue[C]['severities'][number] ? C : never }[DiagnosticCode];
/** Codes reported as warnings (bag.warning takes only these). */
export type WarningCode = { [C in DiagnosticCode]: 'warning' extends Catalogue[C]['severities'][number] ? C : never }[DiagnosticCode];

export const DIAGNOSTIC_CODES: readonly DiagnosticCode[] = Object.keys(DIAGNOSTIC_CATALOGUE).filter(isDiagnosticCode);

export function isDiagnosticCode(code: string): code is DiagnosticCode {
  return Object.hasOwn(DIAGNOSTIC_CATALOGUE, code);
}
