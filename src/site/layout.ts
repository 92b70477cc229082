import { html, type HtmlValue, type SafeHtml } from './html.js';

export interface Crumb {
  name: string;
  href: string;
}

export interface LayoutView {
  siteName: string;
  /** The base path of every link ('' at a host's root, else `/l10n`). */
  basePath: string;
  title: string;
  crumbs: Crumb[];
}

/** The frame of every page: landmarks, a skip link, breadcrumbs, the one stylesheet; no script. */
export function layout(v: LayoutView, body: HtmlValue): string {
  const b = v.basePath;
  const crumbs: Crumb[] = [{ name: v.siteName, href: `${b}/` }, ...v.crumbs];
  return `<!DOCTYPE html>\n${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${v.title} – ${v.siteName}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${b}/static/site.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site"><nav aria-label="Site"><ul><li><a href="${b}/">${v.siteName}</a></li><li><a href="${b}/changes/">Activity</a></li><li><a href="${b}/api/">API</a></li></ul></nav></header>
<nav class="crumbs" aria-label="Breadcrumb"><ol>${crumbs.map((c, i) => (i === crumbs.length - 1 ? html`<li><a href="${c.href}" aria-current="page">${c.name}</a></li>` : html`<li><a href="${c.href}">${c.name}</a></li>`))}</ol></nav>
<main id="main">
${body}
</main>
<footer class="site"><p>Published by static-tms: a read-only mirror of the translations kept in git. The same data is served as a Weblate-compatible API under <a href="${b}/api/">/api/</a>.</p></footer>
</body>
</html>
`.text}`;
}

/** A table that scrolls sideways on a phone rather than widening the page. */
export function dataTable(caption: string, head: SafeHtml, rows: readonly SafeHtml[]): SafeHtml {
  return html`<div class="table-wrap"><table><caption class="muted">${caption}</caption><thead>${head}</thead><tbody>${rows}</tbody></table></div>`;
}
