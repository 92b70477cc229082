import { paths, webPaths } from '../api/urls.js';
import type { Category } from '../model/model-types.js';
import { activityChart, type ActivityView } from './activity-chart.js';
import { linkList, progressTable } from './blocks.js';
import { html } from './html.js';
import { layout, type LayoutView } from './layout.js';
import { progressBar, progressFigures, progressOf, sumCounts, type ProgressView } from './progress.js';
import { rowOf, type RowView, type SiteContext } from './site-context.js';
import { sitePage, type SitePage } from './site-page.js';

interface CategoryView {
  layout: LayoutView;
  name: string;
  progress: ProgressView;
  components: RowView[];
  activity: ActivityView;
  links: { name: string; href: string }[];
}

/** `/projects/<p>/<category path>/` (Weblate 5): the components in the category and in those inside it. */
export function categoryPage(ctx: SiteContext, k: Category): SitePage {
  const p = k.project;
  const translations = k.components.flatMap((c) => c.translations);
  const trail: Category[] = [];
  for (let at: Category | null = k; at; at = at.parent) trail.unshift(at);
  const view: CategoryView = {
    layout: { siteName: ctx.siteName, basePath: ctx.basePath, title: `${p.name} / ${k.name}`, crumbs: [
      { name: p.name, href: ctx.href(webPaths.project(p)) },
      ...trail.map((c) => ({ name: c.name, href: ctx.href(webPaths.category(c)) })),
    ] },
    name: k.name,
    progress: progressOf(sumCounts(translations)),
    components: k.components.map((c) => rowOf(c.name, ctx.href(webPaths.component(c)), c.translations, [{ name: 'API', href: ctx.href(paths.component(c)) }])),
    activity: ctx.activityOf(translations),
    links: [
      { name: 'Category in the API', href: ctx.href(paths.category(k)) },
      { name: 'Statistics (JSON)', href: ctx.href(`${paths.category(k)}statistics/`) },
    ],
  };
  return sitePage(webPaths.category(k), view, (v) => layout(v.layout, html`<h1>${v.name}</h1>
${progressBar(v.progress)}
${progressFigures(v.progress)}
<h2>Activity</h2>
${activityChart(v.activity)}
<h2>Components</h2>
${progressTable('Components of the category', 'Component', v.components)}
${linkList('Data', v.links)}`));
}
