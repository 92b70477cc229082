import path from 'node:path';
import type { Progress } from '../build-progress.js';
import type { Content } from '../content/content-types.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { HistoryComponent } from '../history/history-component.js';
import { loadHistory, type HistoryResult } from '../history/load-history.js';
import { formatPlural } from '../formats/format-plural.js';
import { formatOf } from '../formats/registry.js';
import type { LanguageCatalogue } from '../languages/language.js';
import { parseHistoryOnThread } from './history-parse-thread.js';
import { PARSER_VERSION } from './read-translation-file.js';
import type { ResolvedComponent } from './resolve-components.js';
import { parseVersion, parserKeyOf, type VersionParser } from './version-parser.js';

/** Reads the git history of every translation file and template (content-format.md section 4): stage "history". */
export async function loadModelHistory(
  content: Content,
  components: ResolvedComponent[],
  catalogue: LanguageCatalogue,
  bag: DiagnosticBag,
  progress: Progress,
  onThread: boolean,
): Promise<HistoryResult | null> {
  progress.start('history', 'commits read');
  const emailToUser = new Map<string, string>();
  for (const u of content.users) for (const e of u.emails) emailToUser.set(e.toLowerCase(), u.username);
  const parsers = components.map(versionParserOf);
  const parserKeys = parsers.map((p) => parserKeyOf(p, catalogue));
  const histories: HistoryComponent[] = components.map((resolved, i) => {
    const sourceCode = resolved.sourceLanguage.code;
    const sourceFile = resolved.content.files.find((f) => f.servedCode === sourceCode);
    const targets = resolved.content.files.filter((f) => f !== sourceFile);
    const format = formatOf(resolved.content.format);
    return {
      project: resolved.project.slug,
      component: resolved.slug,
      template: resolved.content.template?.contentPath ?? '',
      translations: [
        { language: sourceCode, file: sourceFile?.contentPath ?? '', isSource: true, plurals: formatPlural(format, resolved.sourceLanguage).number },
        ...targets.map((f) => ({
          language: f.servedCode,
          file: f.contentPath,
          isSource: false,
          plurals: formatPlural(format, catalogue.getLanguage(f.servedCode).language).number,
        })),
      ],
      parse: (file: string, bytes: Buffer) => parseVersion(parsers[i]!, catalogue, file, bytes),
      parser: parserKeys[i]!,
    };
  });
  const result = await loadHistory(histories, {
    contentDir: content.root,
    cacheKey: PARSER_VERSION,
    ...(content.site.historySince ? { since: content.site.historySince } : {}),
    userForEmail: (email) => emailToUser.get(email.toLowerCase()) ?? null,
    progress,
    ...(onThread ? { parseAhead: parseHistoryOnThread(parsers, parserKeys, content.languages, (file) => path.join(content.root, file)) } : {}),
  });
  progress.end();
  bag.addAll(result.diagnostics);
  return result.available ? result : null;
}

/** How a component's files parse, as data a thread can be sent. */
function versionParserOf(resolved: ResolvedComponent): VersionParser {
  const { format, keyed, files } = resolved.content;
  return { format, keyed, sourceLanguage: resolved.sourceLanguage.code, languageOf: new Map(files.map((f) => [f.contentPath, f.servedCode])) };
}
