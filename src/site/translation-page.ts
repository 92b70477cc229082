import type { Translation } from '../model/model-types.js';
import { activityChart, type ActivityView } from './activity-chart.js';
import { changeList, linkList } from './blocks.js';
import { html } from './html.js';
import { layout, type LayoutView } from './layout.js';
import { progressBar, progressFigures, progressOf, type ProgressView } from './progress.js';
import { LATEST_CHANGES, timeOf, type ChangeView, type SiteContext } from './site-context.js';
import { sitePage, type SitePage } from './site-page.js';
import { stringBrowser, stringBrowserViewOf, type StringBrowserView } from './string-browser.js';

interface TranslationView {
  layout: LayoutView;
  /** `translate` for the /translate/ page, which says how to contribute. */
  mode: 'view' | 'translate';
  heading: string;
  language: string;
  code: string;
  dir: 'ltr' | 'rtl';
  filename: string;
  isSource: boolean;
  progress: ProgressView;
  lastChange: string | null;
  lastAuthor: string | null;
  changes: ChangeView[];
  activity: ActivityView;
  translateHref: string;
  viewHref: string;
  fileHref: string;
  repositoryHref: string;
  links: { name: string; href: string }[];
  /** The translate view's string browser (null on the overview page). */
  strings: StringBrowserView | null;
}

/** `/projects/<p>/<c>/<l>/` and `/translate/<p>/<c>/<l>/`: one translation (the second with how to take part). */
export function translationPage(ctx: SiteContext, t: Translation, mode: 'view' | 'translate'): SitePage {
  const c = t.component;
  const p = c.project;
  const rel = `${p.slug}/${c.slug}/${t.language.code}/`;
  const path = mode === 'view' ? `/projects/${rel}` : `/translate/${rel}`;
  const view: TranslationView = {
    layout: { siteName: ctx.siteName, basePath: ctx.basePath, title: `${mode === 'translate' ? 'Translate ' : ''}${p.name} / ${c.name} / ${t.language.name}`, crumbs: [
      { name: p.name, href: ctx.href(`/projects/${p.slug}/`) },
      { name: c.name, href: ctx.href(`/projects/${p.slug}/${c.slug}/`) },
      { name: t.language.name, href: ctx.href(path) },
    ] },
    mode,
    heading: `${c.name} — ${t.language.name}`,
    language: t.language.name,
    code: t.language.code,
    dir: t.language.direction,
    filename: t.filename,
    isSource: t.isSource,
    progress: progressOf(t.stats),
    lastChange: t.lastChange,
    lastAuthor: t.lastAuthor,
    changes: ctx.changesOf([t], LATEST_CHANGES),
    activity: ctx.activityOf([t]),
    translateHref: ctx.href(`/translate/${rel}`),
    viewHref: ctx.href(`/projects/${rel}`),
    fileHref: ctx.href(`/api/translations/${rel}file/`),
    repositoryHref: ctx.href(`/git/${p.slug}/${c.slug}/`),
    links: [
      { name: 'Translation in the API', href: ctx.href(`/api/translations/${rel}`) },
      { name: 'Strings (JSON)', href: ctx.href(`/api/translations/${rel}units/`) },
      { name: 'Statistics (JSON)', href: ctx.href(`/api/translations/${rel}statistics/`) },
      { name: 'Changes (JSON)', href: ctx.href(`/api/translations/${rel}changes/`) },
      { name: 'Language', href: ctx.href(`/languages/${t.language.code}/`) },
      { name: 'Translation status badge', href: ctx.href(`/widgets/${p.slug}/${t.language.code}/${c.slug}/svg-badge.svg`) },
    ],
    strings: mode === 'translate' ? stringBrowserViewOf(t, (x) => ctx.href(x), ctx.links) : null,
  };
  return sitePage(path, view, renderTranslation);
}

function renderTranslation(v: TranslationView): string {
  const howTo = html`<h2>How to translate</h2>
<p>This site is published from a git repository and is read-only. To translate, download the file, translate it in a PO or TBX editor, and propose the change to the repository.</p>
<ol><li><a href="${v.fileHref}" download>Download ${v.filename || 'the file'}</a></li><li>Translate the empty and “needs editing” strings.</li><li>Send the file through the <a href="${v.repositoryHref}">repository</a>.</li></ol>`;
  return layout(v.layout, html`<h1>${v.heading}</h1>
<p>Language: ${v.language} (<code>${v.code}</code>, written ${v.dir === 'rtl' ? 'right to left' : 'left to right'})${v.isSource ? ' — the source language' : ''}. File: <code>${v.filename}</code>.</p>
<p>Last change ${timeOf(v.lastChange)}${v.lastAuthor ? html` by ${v.lastAuthor}` : ''}.</p>
${progressBar(v.progress)}
${progressFigures(v.progress)}
${v.strings ? stringBrowser(v.strings) : ''}
${v.mode === 'translate' ? howTo : html`<p><a class="cta" href="${v.translateHref}">Translate</a> <a href="${v.fileHref}" download>Download the file</a></p>`}
<h2>Activity</h2>
${activityChart(v.activity)}
<h2>Recent changes</h2>
${changeList(v.changes, (u) => `${v.layout.basePath}/user/${u}/`)}
${v.mode === 'translate' ? html`<p><a href="${v.viewHref}">Overview of this translation</a></p>` : ''}
${linkList('Data', v.links)}`);
}
