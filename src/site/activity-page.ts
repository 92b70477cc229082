import { activityChart, type ActivityView } from './activity-chart.js';
import { changeList } from './blocks.js';
import { html } from './html.js';
import { layout } from './layout.js';
import type { ChangeView, SiteContext } from './site-context.js';
import { sitePage, type SitePage } from './site-page.js';

/** Changes listed on the activity page. */
export const ACTIVITY_PAGE_CHANGES = 100;

/** `/changes/`: the site's latest changes (Weblate's history page). */
export function activityPage(ctx: SiteContext): SitePage {
  const n = ctx.model.changes.length;
  const changes: ChangeView[] = [];
  for (let i = n - 1; i >= 0 && i >= n - ACTIVITY_PAGE_CHANGES; i--) changes.push(ctx.changeAt(i));
  const activity: ActivityView = ctx.activityOf(ctx.model.translations);
  const view = {
    layout: { siteName: ctx.siteName, basePath: ctx.basePath, title: 'Activity', crumbs: [{ name: 'Activity', href: ctx.href('/changes/') }] },
    total: n,
    changes,
    activity,
  };
  return sitePage('/changes/', view, (v) => layout(v.layout, html`<h1>Activity</h1>
${activityChart(v.activity)}
<h2>Latest changes</h2>
<p class="muted">The latest ${v.changes.length} of ${v.total} changes; all of them are in <a href="${v.layout.basePath}/api/changes/">the API</a>.</p>
${changeList(v.changes, (u) => `${v.layout.basePath}/user/${u}/`)}`));
}
