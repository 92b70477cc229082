import { html } from './html.js';
import { layout } from './layout.js';
import type { SiteContext } from './site-context.js';

export { SITE_NOT_FOUND_FILE } from '../emit/site-content-types.js';

export function notFoundPage(ctx: SiteContext): string {
  return layout({ siteName: ctx.siteName, basePath: ctx.basePath, title: 'Page not found', crumbs: [] }, html`<h1>Page not found</h1>
<p>Nothing is published at this address. Start from <a href="${ctx.basePath}/">the list of projects</a>.</p>`);
}
