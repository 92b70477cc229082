import { escapeRegExp } from './derive-filemasks.js';
import type { FileSet } from './file-set.js';
import type { ReadHead } from './format-detector.js';
import type { LanguageCodeTest } from './language-code-test.js';
import { DEFAULT_LANGUAGE_REGEX } from './match-filemask.js';
import { nameComponents } from './name-components.js';
import type { ProjectIdentity } from './project-identity.js';

/** The source language a proposal writes when the files do not name one. */
export const DEFAULT_SOURCE_LANGUAGE = 'en';

export interface ComponentProposal {
  slug: string;
  name: string;
  isGlossary: boolean;
  fileFormat: FileSet['detector']['fileFormat'];
  filemask: string;
  newBase: string | null;
  /** A monolingual format's base file: the paired new_base, else the file of the source language. */
  template: string | null;
  sourceLanguage: string;
  /** Where sourceLanguage came from: a file of the set (POT header, TBX root), or the default. */
  sourceLanguageFrom: string | null;
  /** Set only when the filemask finds files that are not translations (FileSet.notCodes). */
  languageRegex: string | null;
  fileSet: FileSet;
}

/** What `static-tms init` proposes to write as static-tms.yaml: one project holding every file set. */
export interface ConfigProposal {
  siteName: string;
  project: ProjectIdentity;
  /** Ordered by slug, the glossary last. */
  components: ComponentProposal[];
}

export function proposeConfig(project: ProjectIdentity, fileSets: readonly FileSet[], codes: LanguageCodeTest, read: ReadHead): ConfigProposal {
  const names = nameComponents(fileSets);
  const components = fileSets.flatMap((fileSet, i): ComponentProposal[] => {
    const fileFormat = fileSet.detector.sniffFormat ? fileSet.detector.sniffFormat(fileSet, read) : fileSet.detector.fileFormat;
    if (fileFormat === null) return [];
    const declared = fileSet.detector.detectSourceLanguage?.(fileSet, read) ?? null;
    const resolved = declared === null ? null : codes.resolve(declared.code);
    const sourceLanguage = resolved ?? DEFAULT_SOURCE_LANGUAGE;
    const template = fileSet.detector.monolingual
      ? (fileSet.newBase ?? fileSet.files.find((f) => f.servedCode === sourceLanguage)?.path ?? null)
      : null;
    return [{
      ...names[i]!,
      fileFormat,
      filemask: fileSet.filemask,
      newBase: fileSet.newBase,
      template,
      sourceLanguage,
      sourceLanguageFrom: resolved === null ? null : declared!.file,
      languageRegex: fileSet.notCodes.length === 0
        ? null
        : `^(?!(?:${fileSet.notCodes.map(escapeRegExp).join('|')})$)${DEFAULT_LANGUAGE_REGEX.slice(1)}`,
      fileSet,
    }];
  });
  components.sort((a, b) => Number(a.isGlossary) - Number(b.isGlossary) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return { siteName: `${project.name} translations`, project, components };
}
