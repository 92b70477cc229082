import fs from 'node:fs';
import { NO_PROGRESS, type Progress } from '../build-progress.js';
import { stringifyJson, type JsonValue } from '../emit/json.js';
import { formatOf } from '../formats/registry.js';
import type { Language } from '../languages/language.js';
import { contentChangesOf, countRecent } from '../model/build-changes.js';
import { addCounts, emptyCounts } from '../model/compute-stats.js';
import type { ChangeTable } from '../model/change-table.js';
import type { Model } from '../model/model.js';
import type { Project, Translation, Unit, UnitCounts, User } from '../model/model-types.js';
import { LazyItem } from './lazy-item.js';
import { ListPager, pagesOf, paginate } from './paginate.js';
import { planChanges } from './plan-changes.js';
import type { PlannedRoute } from './planned-route.js';
import { renderGeneratedFile } from './render-generated-file.js';
import { renderComponent, renderProject, renderRepository } from './render-project.js';
import { renderLanguage } from './render-language.js';
import { renderStatistics } from './render-statistics.js';
import { renderTranslation, renderTranslationStatistics } from './render-translation.js';
import { renderUnit, unitFingerprinter } from './render-unit.js';
import { paths, webPaths, type Urls } from './urls.js';

/**
 * Every endpoint of the API, produced lazily so that output streams (architecture.md, planOutput).
 * It consumes the model: each translation's units are released once planned. Its work, for
 * `progress`, is the units and the changes: nearly every file is one of theirs or a page of them.
 */
export function* planOutput(model: Model, urls: Urls, progress: Progress = NO_PROGRESS): Generator<PlannedRoute> {
  const size = model.site.pageSize;
  const obj = (url: string, kind: string, value: JsonValue): PlannedRoute => ({ url, kind, body: stringifyJson(value) });
  const list = <T>(url: string, kind: string, items: readonly T[], render: (i: T) => JsonValue): PlannedRoute =>
    ({ url, kind, pages: paginate(url, items.length, items, render, size, urls) });
  const components = model.projects.flatMap((p) => p.components);
  const users = [...model.users].sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0));
  const contentTimes = contentTimesOf(model.changes);
  yield obj('/api/', 'root', Object.fromEntries(
    ['users', 'projects', 'components', 'translations', 'languages', 'changes', 'units'].map((n) => [n, urls.absolute(paths.list(n))]),
  ));

  yield list('/api/projects/', 'project-list', model.projects, (p) => renderProject(p, urls));
  for (const p of model.projects) {
    const base = paths.project(p);
    yield obj(base, 'project', renderProject(p, urls));
    yield list(`${base}components/`, 'project-components', p.components, (c) => renderComponent(c, urls, false));
    yield obj(`${base}repository/`, 'project-repository', renderRepository(`${base}repository/`, urls, false));
    const translations = p.components.flatMap((c) => c.translations);
    yield obj(`${base}statistics/`, 'project-statistics', renderStatistics({
      ...aggregate(translations, contentTimes),
      name: p.name,
      url: urls.absolute(webPaths.project(p)),
    }));
    yield obj(`${base}languages/`, 'project-languages', projectLanguages(p, translations, contentTimes, urls));
  }

  yield list('/api/components/', 'component-list', components, (c) => renderComponent(c, urls));
  for (const c of components) {
    const base = paths.component(c);
    yield obj(base, 'component', renderComponent(c, urls));
    yield list(`${base}translations/`, 'component-translations', c.translations, (t) => renderTranslation(t, urls, false));
    yield obj(`${base}lock/`, 'component-lock', { locked: false });
    yield list(`${base}links/`, 'component-links', [] as Project[], (p) => renderProject(p, urls));
    yield obj(`${base}repository/`, 'component-repository', renderRepository(`${base}repository/`, urls, true));
    yield list(`${base}statistics/`, 'component-statistics', c.translations, (t) => renderTranslationStatistics(t, urls));
  }

  yield list('/api/translations/', 'translation-list', model.translations, (t) => renderTranslation(t, urls));
  // A unit appears in its translation's list, in /api/units/ (translations in this same order) and
  // at its own URL: it is rendered once at most (not at all when the previous build's files of all
  // three can be kept). The model holds no units: they are built again one component at a time,
  // and each translation's are released once planned.
  const unitCount = model.translations.reduce((n, t) => n + t.stats.total, 0);
  progress.setTotal(unitCount + model.changes.length);
  const allUnits = new ListPager('/api/units/', unitCount, size, urls);
  let sourceUnits = new Map<bigint, Unit>();
  for (const t of model.translations) {
    if (t.isSource) {
      model.loadUnits(t.component);
      sourceUnits = new Map(t.units.map((u) => [u.idHash, u]));
    }
    const base = paths.translation(t);
    yield obj(base, 'translation', renderTranslation(t, urls));
    const fingerprint = unitFingerprinter(t);
    const units = t.units.map((u) => {
      const source = sourceUnits.get(u.idHash)!;
      return new LazyItem(fingerprint(u, source), () => stringifyJson(renderUnit(u, t, source, urls)));
    });
    const ownList = new ListPager(`${base}units/`, units.length, size, urls);
    for (const page of pagesOf(ownList, units)) yield { url: `${base}units/`, kind: 'translation-units', page };
    for (const [i, u] of t.units.entries()) yield { url: paths.unit(u), kind: 'unit', lazy: units[i]! };
    for (const unit of units) {
      const page = allUnits.add(unit);
      if (page) yield { url: '/api/units/', kind: 'unit-list', page };
    }
    yield obj(`${base}repository/`, 'translation-repository', renderRepository(`${base}repository/`, urls, true));
    yield obj(`${base}statistics/`, 'translation-statistics', renderTranslationStatistics(t, urls));
    yield { url: `${base}file/`, kind: 'translation-file', raw: translationFile(t) };
    progress.tick(units.length);
    t.units = [];
  }
  const lastUnitPage = allUnits.finish();
  if (lastUnitPage) yield { url: '/api/units/', kind: 'unit-list', page: lastUnitPage };

  yield* planChanges(model, urls, progress);

  yield list('/api/languages/', 'language-list', model.languages, (l) => renderLanguage(l, urls));
  for (const l of model.languages) {
    yield obj(paths.language(l), 'language', renderLanguage(l, urls));
    const translations = model.translations.filter((t) => t.language.code === l.code);
    yield obj(`${paths.language(l)}statistics/`, 'language-statistics', renderStatistics({
      ...aggregate(translations, contentTimes),
      name: l.name,
      url: urls.absolute(webPaths.language(l)),
    }));
  }

  yield list('/api/users/', 'user-list', users, renderUser);
  for (const user of users) {
    yield obj(paths.user(user.username), 'user', renderUser(user));
    const notifications = user.notifications.map((n) => ({
      notification: n.notification,
      id: n.id,
      scope: n.scope,
      frequency: n.frequency,
      project: n.project === null ? null : urls.absolute(paths.project(n.project)),
      component: n.component === null ? null : urls.absolute(paths.component(n.component)),
    }));
    yield list(`${paths.user(user.username)}notifications/`, 'user-notifications', notifications, (n) => n);
    for (const n of notifications) yield obj(paths.notification(user.username, n.id), 'notification', n);
  }
}

function renderUser(user: User): JsonValue {
  return { full_name: user.fullName, username: user.username };
}

/** Per translation, the timestamps of its content changes (§11.3), ascending. */
function contentTimesOf(changes: ChangeTable): Map<Translation, string[]> {
  return new Map([...contentChangesOf(changes)].map(([t, list]) => [t, list.map((i) => changes.timestampOf(i))]));
}

/** §11.4: counts summed over translations; change figures over their content changes. */
function aggregate(translations: Translation[], contentTimes: Map<Translation, string[]>): { counts: UnitCounts; lastChange: string | null; recentChanges: number } {
  const counts = emptyCounts();
  for (const t of translations) addCounts(counts, t.stats);
  const content = translations.flatMap((t) => contentTimes.get(t) ?? []).sort();
  return { counts, lastChange: content[content.length - 1] ?? null, recentChanges: countRecent(content) };
}

/** §3.6: a plain array of project-language entries, by language name then code. */
function projectLanguages(p: Project, translations: Translation[], contentTimes: Map<Translation, string[]>, urls: Urls): JsonValue {
  const byLanguage = new Map<string, { language: Language; translations: Translation[] }>();
  for (const t of translations) {
    const entry = byLanguage.get(t.language.code) ?? { language: t.language, translations: [] };
    entry.translations.push(t);
    byLanguage.set(t.language.code, entry);
  }
  return [...byLanguage.values()]
    .sort((a, b) => (a.language.name < b.language.name ? -1 : a.language.name > b.language.name ? 1 : a.language.code < b.language.code ? -1 : 1))
    .map(({ language, translations: ts }) => renderStatistics({
      ...aggregate(ts, contentTimes),
      code: language.code,
      name: language.name,
      url: urls.absolute(webPaths.projectLanguage(p, language)),
      translateUrl: urls.absolute(webPaths.translateProjectLanguage(p, language)),
    }));
}

/** §2.6, §9.6: the file's own bytes, or a generated file, with its Content-Disposition. */
function translationFile(t: Translation): { ext: string; bytes: Buffer | string; disposition: string } {
  // C§2.6: the extension of the file name; a name without one (or with a foreign one) takes the format's.
  const extensions = formatOf(t.component.format).extensions;
  const ext = extensions.find((e) => t.filename.endsWith(`.${e}`)) ?? extensions[0]!;
  const name = `${t.component.project.slug}-${t.component.slug}-${t.language.code}.${ext}`;
  const token = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name);
  return {
    ext,
    bytes: t.filePath === null ? renderGeneratedFile(t) : fs.readFileSync(t.filePath),
    disposition: `attachment; filename=${token ? name : `"${name}"`}`,
  };
}
