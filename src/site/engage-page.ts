import type { Language } from '../languages/language.js';
import type { Project, Translation } from '../model/model-types.js';
import { html } from './html.js';
import { layout, type LayoutView } from './layout.js';
import { progressBar, progressFigures, progressOf, sumCounts, type ProgressView } from './progress.js';
import { byLanguage, type SiteContext } from './site-context.js';
import { sitePage, type SitePage } from './site-page.js';

interface EngageView {
  layout: LayoutView;
  project: string;
  web: string;
  instructions: string;
  language: { name: string } | null;
  progress: ProgressView;
  components: number;
  languages: number;
  startHref: string;
  projectHref: string;
  badgeSrc: string;
}

/**
 * `/engage/<p>/` and `/engage/<p>/<l>/` (the share_url): Weblate's welcome page for a new
 * translator: what the project is, how far it is, and where to start.
 */
export function engagePage(ctx: SiteContext, p: Project, language: Language | null, translations: readonly Translation[]): SitePage {
  const all = p.components.flatMap((c) => c.translations);
  const path = language ? `/engage/${p.slug}/${language.code}/` : `/engage/${p.slug}/`;
  const view: EngageView = {
    layout: { siteName: ctx.siteName, basePath: ctx.basePath, title: `Get involved in ${p.name}`, crumbs: [
      { name: p.name, href: ctx.href(`/projects/${p.slug}/`) },
      { name: 'Get involved', href: ctx.href(path) },
    ] },
    project: p.name,
    web: p.web,
    instructions: p.instructions,
    language: language ? { name: language.name } : null,
    progress: progressOf(sumCounts(translations)),
    components: p.components.length,
    languages: byLanguage(all).length,
    startHref: ctx.href(language ? `/translate/${p.slug}/-/${language.code}/` : `/projects/${p.slug}/`),
    projectHref: ctx.href(`/projects/${p.slug}/`),
    badgeSrc: ctx.href(language ? `/widgets/${p.slug}/${language.code}/svg-badge.svg` : `/widgets/${p.slug}/-/svg-badge.svg`),
  };
  return sitePage(path, view, (v) => layout(v.layout, html`<h1>Get involved in ${v.project}!</h1>
<p class="lead">Hi, and thank you for your interest. ${v.project} is being translated${v.language ? html` into ${v.language.name}` : ''} by volunteers: ${v.components} components in ${v.languages} languages.${v.web ? html` Learn more about the project at <a href="${v.web}">${v.web}</a>.` : ''}</p>
${v.instructions ? html`<p>Instructions for translators: ${v.instructions}</p>` : ''}
<p><img src="${v.badgeSrc}" alt="Translation status: ${v.progress.translatedPercent} % translated"></p>
${progressBar(v.progress)}
${progressFigures(v.progress)}
<h2>How to start</h2>
<ol><li>Pick a component and your language on the <a href="${v.projectHref}">project page</a>.</li><li>Download its translation file and translate it.</li><li>Propose the file to the project's repository.</li></ol>
<p><a class="cta" href="${v.startHref}">Start translating</a></p>`));
}
