import type { Language } from '../languages/language.js';
import type { LinkMode } from '../api/urls.js';
import type { Model } from '../model/model.js';
import type { Translation } from '../model/model-types.js';
import { ACTION_NAMES } from '../api/render-unit.js';
import type { ActivityView } from './activity-chart.js';
import { html, type SafeHtml } from './html.js';
import { progressOf, sumCounts, type ProgressView } from './progress.js';
import { WeeklyActivity } from './weekly-activity.js';
import { langTagOf } from './lang-tag.js';

/** Latest changes kept per translation (and shown on a translation or user page). */
export const LATEST_CHANGES = 10;

/** What every page builder reads: the model (never its units) and the derived activity. */
export class SiteContext {
  readonly activity: WeeklyActivity;
  readonly fullNames: Map<string, string>;

  constructor(
    readonly model: Model,
    readonly basePath: string,
    /** The API's link mode, which names the pages of a list the translate view reads. */
    readonly links: LinkMode = 'query',
  ) {
    this.activity = new WeeklyActivity(model.changes, LATEST_CHANGES);
    this.fullNames = new Map(model.users.map((u) => [u.username, u.fullName]));
  }

  get siteName(): string {
    return this.model.site.name;
  }

  href(path: string): string {
    return `${this.basePath}${path}`;
  }

  activityOf(translations: readonly Translation[]): ActivityView {
    return { weeks: this.activity.weeksOf(translations), lastWeek: this.activity.lastWeek };
  }

  /** The latest changes of the translations, newest first, as plain data. */
  changesOf(translations: readonly Translation[], limit: number): ChangeView[] {
    return this.activity.latestOf(translations, limit).map((i) => this.changeAt(i));
  }

  changeAt(i: number): ChangeView {
    const c = this.model.changes.at(i);
    const t = c.translation;
    return {
      timestamp: c.timestamp,
      action: ACTION_NAMES[c.action] ?? `Action ${c.action}`,
      user: c.user,
      userName: c.user === null ? null : (this.fullNames.get(c.user) ?? c.user),
      translation: `${t.component.project.name} / ${t.component.name} / ${t.language.name}`,
      translationHref: this.href(`/projects/${t.component.project.slug}/${t.component.slug}/${t.language.code}/`),
      // A change's target joins plural forms by one U+001E, which a browser draws as a box.
      target: c.target.split('\x1e').join(' | '),
      lang: langTagOf(t.language.code),
      dir: t.language.direction,
    };
  }
}

export interface ChangeView {
  timestamp: string;
  action: string;
  user: string | null;
  userName: string | null;
  translation: string;
  translationHref: string;
  target: string;
  /** The target's language as a BCP 47 tag (null when ISO 639 does not know it) and direction. */
  lang: string | null;
  dir: 'ltr' | 'rtl';
}

/** One row of a table of translations (or of languages, projects, components: a name and counts). */
export interface RowView {
  name: string;
  href: string;
  progress: ProgressView;
  lastChange: string | null;
  lastAuthor: string | null;
  /** Extra links of the row (API object, file download). */
  links: { name: string; href: string }[];
}

export function rowOf(name: string, href: string, translations: readonly Translation[], links: RowView['links']): RowView {
  const last = latestOf(translations);
  return {
    name,
    href,
    progress: progressOf(sumCounts(translations)),
    lastChange: last?.lastChange ?? null,
    lastAuthor: last?.lastAuthor ?? null,
    links,
  };
}

/** The translation with the latest change (the first of equal ones). */
export function latestOf(translations: readonly Translation[]): Translation | null {
  let best: Translation | null = null;
  for (const t of translations) if (t.lastChange !== null && (best === null || t.lastChange > best.lastChange!)) best = t;
  return best;
}

/** A timestamp shown as a date and time in UTC, machine-readable in `<time>`. */
export function timeOf(timestamp: string | null): SafeHtml {
  if (timestamp === null) return html`<span class="muted">never</span>`;
  return html`<time datetime="${timestamp}">${timestamp.slice(0, 16).replace('T', ' ')} UTC</time>`;
}

/** Groups translations by their language code, languages in name then code order. */
export function byLanguage(translations: readonly Translation[]): { language: Language; translations: Translation[] }[] {
  const groups = new Map<string, { language: Language; translations: Translation[] }>();
  for (const t of translations) {
    const g = groups.get(t.language.code) ?? { language: t.language, translations: [] };
    g.translations.push(t);
    groups.set(t.language.code, g);
  }
  return [...groups.values()].sort((a, b) => compareText(a.language.name, b.language.name) || compareText(a.language.code, b.language.code));
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
