import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { LanguageCatalogue } from '../languages/language.js';
import type { Content } from './content-types.js';

interface Named {
  name: string;
  file: string;
  line: number;
  column: number;
}

/**
 * Project and component slugs, language codes and usernames become URL segments and so file names
 * (hosting.md §1.4): two that differ only in case would be one file on a case-insensitive disk.
 * The output stage refuses such a pair too, but only while writing and without a position; this
 * finds it while validating, so that `check` reports what `build` would, at the declaration.
 */
export function checkUrlNames(content: Content, catalogue: LanguageCatalogue, bag: DiagnosticBag): void {
  reportCaseConflicts('project', content.projects.map((p) => ({ name: p.slug, file: p.file, ...p.at })), bag);
  for (const p of content.projects) {
    reportCaseConflicts(`component of project ${p.slug}`, p.components.map((c) => ({ name: c.slug, file: c.file, ...c.at })), bag);
  }
  const languages: Named[] = [];
  for (const p of content.projects) {
    for (const c of p.components) {
      for (const f of c.files) languages.push({ name: f.servedCode, file: f.contentPath, line: 1, column: 1 });
    }
  }
  for (const o of content.languages) {
    const code = catalogue.resolveCode(o.code);
    if (code !== null) languages.push({ name: code, file: o.file, ...o.at });
  }
  reportCaseConflicts('language', languages, bag);
  const users = content.users.map((u) => ({ name: u.username, file: u.file, ...u.at }));
  reportCaseConflicts('user', users, bag);
}

/** Reports each name equal but for case to an earlier, different one (the same name may recur: one language, many files). */
function reportCaseConflicts(what: string, names: Named[], bag: DiagnosticBag): void {
  const first = new Map<string, string>();
  for (const n of names) {
    const key = n.name.toLowerCase();
    const seen = first.get(key);
    if (seen === undefined) first.set(key, n.name);
    else if (seen !== n.name) {
      bag.error(n.file, n.line, n.column, 'url-case-conflict',
        `${what} "${n.name}" and "${seen}" differ only in case: their URLs would be one file on a case-insensitive disk; rename one`);
    }
  }
}
