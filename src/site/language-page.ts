import type { Language } from '../languages/language.js';
import type { Translation } from '../model/model-types.js';
import { linkList, progressTable } from './blocks.js';
import { html } from './html.js';
import { layout, type LayoutView } from './layout.js';
import { progressBar, progressFigures, progressOf, sumCounts, type ProgressView } from './progress.js';
import { rowOf, type RowView, type SiteContext } from './site-context.js';
import { sitePage, type SitePage } from './site-page.js';

interface LanguageView {
  layout: LayoutView;
  name: string;
  code: string;
  dir: 'ltr' | 'rtl';
  plural: string;
  progress: ProgressView;
  projects: RowView[];
  links: { name: string; href: string }[];
}

/** `/languages/<l>/`: a language's translations across projects. */
export function languagePage(ctx: SiteContext, l: Language, translations: readonly Translation[]): SitePage {
  const view: LanguageView = {
    layout: { siteName: ctx.siteName, basePath: ctx.basePath, title: l.name, crumbs: [
      { name: 'Languages', href: ctx.href('/languages/') },
      { name: l.name, href: ctx.href(`/languages/${l.code}/`) },
    ] },
    name: l.name,
    code: l.code,
    dir: l.direction,
    plural: `${l.plural.number} plural forms: ${l.plural.formula}`,
    progress: progressOf(sumCounts(translations)),
    projects: ctx.model.projects.flatMap((p) => {
      const own = translations.filter((t) => t.component.project === p);
      return own.length === 0 ? [] : [rowOf(p.name, ctx.href(`/projects/${p.slug}/-/${l.code}/`), own, [{ name: 'Get involved', href: ctx.href(`/engage/${p.slug}/${l.code}/`) }])];
    }),
    links: [
      { name: 'Language in the API', href: ctx.href(`/api/languages/${l.code}/`) },
      { name: 'Statistics (JSON)', href: ctx.href(`/api/languages/${l.code}/statistics/`) },
    ],
  };
  return sitePage(`/languages/${l.code}/`, view, (v) => layout(v.layout, html`<h1>${v.name}</h1>
<p>Code <code>${v.code}</code>, written ${v.dir === 'rtl' ? 'right to left' : 'left to right'}; ${v.plural}.</p>
${progressBar(v.progress)}
${progressFigures(v.progress)}
<h2>Projects</h2>
${v.projects.length > 0 ? progressTable('Projects translated into this language', 'Project', v.projects) : html`<p class="muted">No project is translated into this language yet.</p>`}
${linkList('Data', v.links)}`));
}

/** `/languages/`: every language served. */
export function languageListPage(ctx: SiteContext, groups: readonly { language: Language; translations: Translation[] }[]): SitePage {
  const view = {
    layout: { siteName: ctx.siteName, basePath: ctx.basePath, title: 'Languages', crumbs: [{ name: 'Languages', href: ctx.href('/languages/') }] },
    languages: groups.map((g) => rowOf(g.language.name, ctx.href(`/languages/${g.language.code}/`), g.translations, [{ name: 'API', href: ctx.href(`/api/languages/${g.language.code}/`) }])),
  };
  return sitePage('/languages/', view, (v) => layout(v.layout, html`<h1>Languages</h1>
${progressTable('Languages and their translation progress', 'Language', v.languages)}`));
}
