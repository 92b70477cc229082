import type { Project } from '../model/model-types.js';
import { activityChart, type ActivityView } from './activity-chart.js';
import { linkList, progressTable } from './blocks.js';
import { html } from './html.js';
import { layout, type LayoutView } from './layout.js';
import { progressBar, progressFigures, progressOf, sumCounts, type ProgressView } from './progress.js';
import { byLanguage, rowOf, type RowView, type SiteContext } from './site-context.js';
import { sitePage, type SitePage } from './site-page.js';

interface ProjectView {
  layout: LayoutView;
  name: string;
  web: string;
  instructions: string;
  progress: ProgressView;
  components: RowView[];
  languages: RowView[];
  activity: ActivityView;
  engageHref: string;
  links: { name: string; href: string }[];
}

/** `/projects/<p>/`: the project's progress, its components and languages. */
export function projectPage(ctx: SiteContext, p: Project): SitePage {
  const translations = p.components.flatMap((c) => c.translations);
  const view: ProjectView = {
    layout: { siteName: ctx.siteName, basePath: ctx.basePath, title: p.name, crumbs: [{ name: p.name, href: ctx.href(`/projects/${p.slug}/`) }] },
    name: p.name,
    web: p.web,
    instructions: p.instructions,
    progress: progressOf(sumCounts(translations)),
    components: p.components.map((c) => rowOf(c.name, ctx.href(`/projects/${p.slug}/${c.slug}/`), c.translations, [{ name: 'API', href: ctx.href(`/api/components/${p.slug}/${c.slug}/`) }])),
    languages: byLanguage(translations).map((g) => rowOf(g.language.name, ctx.href(`/projects/${p.slug}/-/${g.language.code}/`), g.translations, [
      { name: 'Get involved', href: ctx.href(`/engage/${p.slug}/${g.language.code}/`) },
    ])),
    activity: ctx.activityOf(translations),
    engageHref: ctx.href(`/engage/${p.slug}/`),
    links: [
      { name: 'Project in the API', href: ctx.href(`/api/projects/${p.slug}/`) },
      { name: 'Project statistics (JSON)', href: ctx.href(`/api/projects/${p.slug}/statistics/`) },
      { name: 'Changes (JSON)', href: ctx.href(`/api/projects/${p.slug}/changes/`) },
      { name: 'Translation status badge', href: ctx.href(`/widgets/${p.slug}/-/svg-badge.svg`) },
      { name: 'Per-language chart', href: ctx.href(`/widgets/${p.slug}/-/multi-auto.svg`) },
    ],
  };
  return sitePage(`/projects/${p.slug}/`, view, (v) => layout(v.layout, html`<h1>${v.name}</h1>
${v.web ? html`<p>Website: <a href="${v.web}">${v.web}</a></p>` : ''}
${v.instructions ? html`<p>Instructions for translators: ${v.instructions}</p>` : ''}
<p><a class="cta" href="${v.engageHref}">Get involved</a></p>
${progressBar(v.progress)}
${progressFigures(v.progress)}
<h2>Activity</h2>
${activityChart(v.activity)}
<h2>Components</h2>
${progressTable('Components of the project', 'Component', v.components)}
<h2>Languages</h2>
${progressTable('Languages of the project', 'Language', v.languages)}
${linkList('Data', v.links)}`));
}
