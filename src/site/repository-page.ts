import type { Component } from '../model/model-types.js';
import { html } from './html.js';
import { layout, type LayoutView } from './layout.js';
import type { SiteContext } from './site-context.js';
import { sitePage, type SitePage } from './site-page.js';

/**
 * `/git/<p>/<c>/` (git_export): where the component's files live, and, when the site publishes
 * the repository (site option git_export), the command that clones it from this same folder.
 */
export function repositoryPage(ctx: SiteContext, c: Component): SitePage {
  const p = c.project;
  const setting = (key: string): string => (typeof c.settings[key] === 'string' ? (c.settings[key] as string) : '');
  const view = {
    layout: { siteName: ctx.siteName, basePath: ctx.basePath, title: `Repository of ${p.name} / ${c.name}`, crumbs: [
      { name: p.name, href: ctx.href(`/projects/${p.slug}/`) },
      { name: c.name, href: ctx.href(`/projects/${p.slug}/${c.slug}/`) },
      { name: 'Repository', href: ctx.href(`/git/${p.slug}/${c.slug}/`) },
    ] } satisfies LayoutView,
    name: `${p.name} / ${c.name}`,
    repo: setting('repo'),
    branch: setting('branch'),
    repoweb: setting('repoweb'),
    filemask: setting('filemask'),
    clone: c.gitExport === 'repository' ? `${ctx.model.site.baseUrl}/git/${p.slug}/${c.slug}/` : '',
    files: c.translations.map((t) => ({ name: t.language.name, file: t.filename, href: ctx.href(`/api/translations/${p.slug}/${c.slug}/${t.language.code}/file/`) })),
  };
  return sitePage(`/git/${p.slug}/${c.slug}/`, view, (v) => layout(v.layout, html`<h1>Repository of ${v.name}</h1>
${v.clone
  ? html`<p>The component's files and their history are published here for git (read only): <code>git clone ${v.clone}</code></p>`
  : html`<p>The translations are kept in git and published from it; this address serves no git protocol. Propose changes to the repository itself.</p>`}
<dl class="figures"><div><dt>Repository</dt><dd><code>${v.repo}</code></dd></div><div><dt>Branch</dt><dd><code>${v.branch}</code></dd></div><div><dt>File mask</dt><dd><code>${v.filemask}</code></dd></div></dl>
${v.repoweb ? html`<p>Browse: <a href="${v.repoweb}">${v.repoweb}</a></p>` : ''}
<h2>Files</h2>
<ul class="links">${v.files.map((f) => html`<li><a href="${f.href}" download>${f.file || f.name}</a> (${f.name})</li>`)}</ul>`));
}
