import { Document, Pair, Scalar, YAMLMap } from 'yaml';
import type { ComponentProposal, ConfigProposal } from './propose-config.js';
import { DEFAULT_SOURCE_LANGUAGE } from './propose-config.js';

/** How many language codes a component's comment lists before it says how many there are in all. */
const LISTED_CODES = 12;

/**
 * The text of static-tms.yaml for a proposal: the keys of config-format in a fixed order, with
 * comments that tell a newcomer what each part is and what to check. The same proposal always
 * gives the same bytes.
 */
export function renderConfigYaml(proposal: ConfigProposal): string {
  const doc = new Document(new YAMLMap());
  doc.commentBefore = [
    ' static-tms.yaml: the translations kept in this repository, which `static-tms build` publishes',
    ' as a Weblate-compatible read API of static JSON files.',
    ' Written by `static-tms init` from the files it found: check it, edit it, commit it.',
    ' Every path in it is relative to this folder.',
  ].join('\n');
  const root = doc.contents as YAMLMap;

  const site = new YAMLMap();
  site.add(new Pair(new Scalar('name'), new Scalar(proposal.siteName)));
  site.comment = [
    ' base_url: https://l10n.example.org',
    ' The public address the API will be served from: set it here, or pass',
    ' --base-url https://… to `static-tms build`.',
  ].join('\n');
  root.add(commented('site', site, ' The published site.'));

  const project = new YAMLMap();
  project.add(new Pair(new Scalar('name'), new Scalar(proposal.project.name)));
  if (proposal.project.web !== null) project.add(new Pair(new Scalar('web'), new Scalar(proposal.project.web)));
  const components = new YAMLMap();
  for (const c of proposal.components) components.add(renderComponent(c));
  if (!proposal.components.some((c) => c.isGlossary)) {
    components.comment = [
      ' No glossary was found: the project publishes an empty one. To publish terms, add one TBX',
      ' file per language (glossary/de.tbx, …) and a component `glossary` with file_format: tbx',
      ' and filemask: glossary/*.tbx.',
    ].join('\n');
  }
  project.add(commented('components', components, [
    ' Components by slug: each is one set of translation files, one file per language.',
    '   file_format      Weblate\'s format id: po (gettext PO), tbx (glossary), aresource, i18nextv4, ts, …',
    '   filemask         where the files are; `*` stands for the language code',
    '   new_base         the template that lists the source strings (a POT), if there is one',
    '   source_language  the language the source strings are written in',
  ].join('\n')));
  const projects = new YAMLMap();
  projects.add(commented(proposal.project.slug, project,
    ` ${proposal.project.slug}: the project's slug (from the ${proposal.project.from}), part of every API URL.`));
  root.add(commented('projects', projects, ' The projects, by slug.', true));

  doc.comment = [
    ' Also possible: `languages:` (languages to add, or names and plurals to change) and',
    ' `users:` (translators\' names and git e-mails, for the change history).',
  ].join('\n');
  return doc.toString({ lineWidth: 0 });
}

function renderComponent(c: ComponentProposal): Pair {
  const map = new YAMLMap();
  map.add(new Pair(new Scalar('name'), new Scalar(c.name)));
  map.add(new Pair(new Scalar('file_format'), new Scalar(c.fileFormat)));
  map.add(new Pair(new Scalar('filemask'), new Scalar(c.filemask)));
  if (c.newBase !== null) map.add(new Pair(new Scalar('new_base'), new Scalar(c.newBase)));
  if (c.template !== null) map.add(new Pair(new Scalar('template'), new Scalar(c.template)));
  const source = new Scalar(c.sourceLanguage);
  source.comment = c.sourceLanguageFrom !== null
    ? ` as ${c.sourceLanguageFrom} says`
    : ` no file names it: ${DEFAULT_SOURCE_LANGUAGE} unless you change it`;
  map.add(new Pair(new Scalar('source_language'), source));
  if (c.languageRegex !== null) {
    const regex = new Scalar(c.languageRegex);
    regex.comment = ` leaves out ${c.fileSet.notCodes.join(', ')}: not language codes`;
    map.add(new Pair(new Scalar('language_regex'), regex));
  }
  const lines = [` ${describeFiles(c)}`];
  if (c.isGlossary) lines.unshift(' The glossary: terms in TBX, one file per language (its slug is always `glossary`).');
  for (const conflict of c.fileSet.conflicts) {
    lines.push(` ${conflict.path} and ${conflict.other} are both ${conflict.servedCode}: keep one, or the build rejects them.`);
  }
  return commented(c.slug, map, lines.join('\n'));
}

/** `found 5 files: de, fr, …` for a component's comment. */
export function describeFiles(c: ComponentProposal): string {
  const codes = c.fileSet.files.map((f) => f.code).sort();
  const listed = codes.slice(0, LISTED_CODES).join(', ');
  const more = codes.length > LISTED_CODES ? `, … (${codes.length} in all)` : '';
  return `found ${codes.length} file${codes.length === 1 ? '' : 's'}: ${listed}${more}`;
}

function commented(key: string, value: YAMLMap, comment: string, spaceBefore = false): Pair {
  const scalar = new Scalar(key);
  scalar.commentBefore = comment;
  if (spaceBefore) scalar.spaceBefore = true;
  return new Pair(scalar, value);
}
