import type { Language } from '../languages/language.js';
import type { Project, Translation } from '../model/model-types.js';
import { linkList, progressTable } from './blocks.js';
import { html } from './html.js';
import { layout, type LayoutView } from './layout.js';
import { progressBar, progressFigures, progressOf, sumCounts, type ProgressView } from './progress.js';
import { rowOf, type RowView, type SiteContext } from './site-context.js';
import { sitePage, type SitePage } from './site-page.js';

interface ProjectLanguageView {
  layout: LayoutView;
  mode: 'view' | 'translate';
  project: string;
  language: string;
  progress: ProgressView;
  components: RowView[];
  links: { name: string; href: string }[];
}

/** `/projects/<p>/-/<l>/` and `/translate/<p>/-/<l>/`: one language of a project, per component. */
export function projectLanguagePage(ctx: SiteContext, p: Project, l: Language, translations: readonly Translation[], mode: 'view' | 'translate'): SitePage {
  const path = `/${mode === 'view' ? 'projects' : 'translate'}/${p.slug}/-/${l.code}/`;
  const view: ProjectLanguageView = {
    layout: { siteName: ctx.siteName, basePath: ctx.basePath, title: `${p.name} / ${l.name}`, crumbs: [
      { name: p.name, href: ctx.href(`/projects/${p.slug}/`) },
      { name: l.name, href: ctx.href(path) },
    ] },
    mode,
    project: p.name,
    language: l.name,
    progress: progressOf(sumCounts(translations)),
    components: translations.map((t) => rowOf(t.component.name, ctx.href(`/${mode === 'view' ? 'projects' : 'translate'}/${p.slug}/${t.component.slug}/${l.code}/`), [t], [
      { name: 'Download', href: ctx.href(`/api/translations/${p.slug}/${t.component.slug}/${l.code}/file/`) },
    ])),
    links: [
      { name: 'Get involved', href: ctx.href(`/engage/${p.slug}/${l.code}/`) },
      { name: 'Language', href: ctx.href(`/languages/${l.code}/`) },
      { name: 'Languages of the project (JSON)', href: ctx.href(`/api/projects/${p.slug}/languages/`) },
      { name: 'Translation status badge', href: ctx.href(`/widgets/${p.slug}/${l.code}/svg-badge.svg`) },
    ],
  };
  return sitePage(path, view, (v) => layout(v.layout, html`<h1>${v.mode === 'translate' ? 'Translate ' : ''}${v.project} into ${v.language}</h1>
${v.mode === 'translate' ? html`<p>This site is read-only: download a component's file below, translate it, and propose the change to the project's repository.</p>` : ''}
${progressBar(v.progress)}
${progressFigures(v.progress)}
<h2>Components</h2>
${progressTable('Components in this language', 'Component', v.components)}
${linkList('Links', v.links)}`));
}
