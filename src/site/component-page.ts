import type { Component } from '../model/model-types.js';
import { activityChart, type ActivityView } from './activity-chart.js';
import { linkList, progressTable } from './blocks.js';
import { html } from './html.js';
import { layout, type LayoutView } from './layout.js';
import { progressBar, progressFigures, progressOf, sumCounts, type ProgressView } from './progress.js';
import { rowOf, type RowView, type SiteContext } from './site-context.js';
import { sitePage, type SitePage } from './site-page.js';

interface ComponentView {
  layout: LayoutView;
  name: string;
  sourceLanguage: string;
  format: string;
  isGlossary: boolean;
  progress: ProgressView;
  translations: RowView[];
  activity: ActivityView;
  links: { name: string; href: string }[];
}

/** `/projects/<p>/<c>/`: the component's translations with progress, downloads and API links. */
export function componentPage(ctx: SiteContext, c: Component): SitePage {
  const p = c.project;
  const base = `/projects/${p.slug}/${c.slug}/`;
  const view: ComponentView = {
    layout: { siteName: ctx.siteName, basePath: ctx.basePath, title: `${p.name} / ${c.name}`, crumbs: [
      { name: p.name, href: ctx.href(`/projects/${p.slug}/`) },
      { name: c.name, href: ctx.href(base) },
    ] },
    name: c.name,
    sourceLanguage: c.sourceLanguage.name,
    format: c.format === 'po' ? 'gettext PO' : 'TBX glossary',
    isGlossary: c.isGlossary,
    progress: progressOf(sumCounts(c.translations)),
    translations: c.translations.map((t) => rowOf(t.language.name, ctx.href(`${base}${t.language.code}/`), [t], [
      { name: 'Download', href: ctx.href(`/api/translations/${p.slug}/${c.slug}/${t.language.code}/file/`) },
      { name: 'API', href: ctx.href(`/api/translations/${p.slug}/${c.slug}/${t.language.code}/`) },
    ])),
    activity: ctx.activityOf(c.translations),
    links: [
      { name: 'Component in the API', href: ctx.href(`/api/components/${p.slug}/${c.slug}/`) },
      { name: 'Statistics (JSON)', href: ctx.href(`/api/components/${p.slug}/${c.slug}/statistics/`) },
      { name: 'Changes (JSON)', href: ctx.href(`/api/components/${p.slug}/${c.slug}/changes/`) },
      { name: 'Repository', href: ctx.href(`/git/${p.slug}/${c.slug}/`) },
      { name: 'Translation status badge', href: ctx.href(`/widgets/${p.slug}/-/${c.slug}/svg-badge.svg`) },
    ],
  };
  return sitePage(base, view, (v) => layout(v.layout, html`<h1>${v.name}</h1>
<p>${v.isGlossary ? 'Glossary' : 'Component'} in ${v.format}, translated from ${v.sourceLanguage}.</p>
${progressBar(v.progress)}
${progressFigures(v.progress)}
<h2>Activity</h2>
${activityChart(v.activity)}
<h2>Translations</h2>
${progressTable('Translations of the component', 'Language', v.translations)}
${linkList('Data', v.links)}`));
}
