import type { Translation } from '../model/model-types.js';
import { activityChart, type ActivityView } from './activity-chart.js';
import { progressTable } from './blocks.js';
import { html } from './html.js';
import { layout, type LayoutView } from './layout.js';
import { rowOf, type RowView, type SiteContext } from './site-context.js';
import { sitePage, type SitePage } from './site-page.js';
import { searchBox } from './search/search-box.js';

interface HomeView {
  layout: LayoutView;
  projects: RowView[];
  languages: number;
  activity: ActivityView;
}

/** `/`: every project with its progress, as Weblate's dashboard for a visitor. */
export function homePage(ctx: SiteContext): SitePage {
  const all: Translation[] = ctx.model.translations;
  const view: HomeView = {
    layout: { siteName: ctx.siteName, basePath: ctx.basePath, title: 'Projects', crumbs: [] },
    projects: ctx.model.projects.map((p) => rowOf(p.name, ctx.href(`/projects/${p.slug}/`), p.components.flatMap((c) => c.translations), [
      { name: 'Get involved', href: ctx.href(`/engage/${p.slug}/`) },
      { name: 'API', href: ctx.href(`/api/projects/${p.slug}/`) },
    ])),
    languages: ctx.model.languages.length,
    activity: ctx.activityOf(all),
  };
  return sitePage('/', view, (v) => layout(v.layout, html`<h1>${v.layout.siteName}</h1>
<p class="lead">${v.projects.length} projects translated into <a href="${v.layout.basePath}/languages/">${v.languages} languages</a>.</p>
${searchBox(v.layout.basePath)}
${progressTable('Projects and their translation progress', 'Project', v.projects)}
<h2>Activity</h2>
${activityChart(v.activity)}
<p><a href="${v.layout.basePath}/changes/">Recent changes</a></p>`));
}
