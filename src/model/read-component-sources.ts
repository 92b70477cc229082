import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { formatOf, type FormatId } from '../formats/registry.js';
import type { LanguageCatalogue } from '../languages/language.js';
import type { ComponentSources, ParsedTranslationFile } from './build-component.js';
import type { ContentReader } from './content-reader.js';
import { computeGitBlobId } from './git-blob-id.js';
import { parseTranslationText } from './read-translation-file.js';
import { languageOf, type ResolvedComponent } from './resolve-components.js';

/** Reads and parses a component's translation files and template, through `reader`; bad input goes to `bag`. */
export function readComponentSources(resolved: ResolvedComponent, catalogue: LanguageCatalogue, reader: ContentReader, bag: DiagnosticBag): ComponentSources {
  const format = resolved.content.format;
  const files: ParsedTranslationFile[] = [];
  for (const file of [...resolved.content.files].sort((a, b) => (a.servedCode < b.servedCode ? -1 : a.servedCode > b.servedCode ? 1 : 0))) {
    const read = readTextAndRevision(reader, format, file.path, file.contentPath, bag);
    if (read === null) continue;
    const parsed = parseTranslationText(resolved.content, read.text, file.contentPath, {
      sourceLanguage: resolved.sourceLanguage.code,
      targetLanguage: file.servedCode,
      catalogue,
    });
    bag.addAll(parsed.diagnostics);
    files.push({ file, language: languageOf(catalogue, file.servedCode, file.contentPath, bag), parsed, revision: read.revision });
  }
  let template = null;
  let templateRevision = '';
  if (resolved.content.template) {
    const { path, contentPath } = resolved.content.template;
    const bytes = reader.readBytes(path, contentPath, bag);
    const text = bytes === null ? '' : formatOf(format).decode(bytes);
    if (bytes !== null) templateRevision = computeGitBlobId(bytes);
    template = parseTranslationText(resolved.content, text, contentPath, {
      sourceLanguage: resolved.sourceLanguage.code,
      targetLanguage: resolved.sourceLanguage.code,
      catalogue,
    });
    bag.addAll(template.diagnostics);
  }
  return { resolved, files, template, templateRevision, extraLanguages: [] };
}

/** A file's text and git blob id; its bytes are let go before the text is parsed (a file may be hundreds of MB). */
function readTextAndRevision(reader: ContentReader, format: FormatId, path: string, contentPath: string, bag: DiagnosticBag): { text: string; revision: string } | null {
  const bytes = reader.readBytes(path, contentPath, bag);
  return bytes === null ? null : { text: formatOf(format).decode(bytes), revision: computeGitBlobId(bytes) };
}
