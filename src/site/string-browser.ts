import { html, type SafeHtml } from './html.js';
import { langTagOf } from './lang-tag.js';
import type { Translation } from '../model/model-types.js';
import { formatPlural } from '../formats/format-plural.js';
import { formatOf } from '../formats/registry.js';
import type { LinkMode } from '../api/urls.js';

/** Where the string browser's script is served, once for every translate page. */
export const STRING_BROWSER_SCRIPT = '/static/translate.js';

/** What the string browser of one translation needs, as data attributes read by its script. */
export interface StringBrowserView {
  unitsHref: string;
  apiHref: string;
  fileHref: string;
  scriptHref: string;
  links: LinkMode;
  target: { lang: string | null; dir: 'ltr' | 'rtl'; plurals: string };
  source: { lang: string | null; dir: 'ltr' | 'rtl'; plurals: string };
}

export function stringBrowserViewOf(t: Translation, href: (path: string) => string, links: LinkMode): StringBrowserView {
  const rel = `${t.component.project.slug}/${t.component.slug}/${t.language.code}/`;
  const src = t.component.sourceLanguage;
  return {
    unitsHref: href(`/api/translations/${rel}units/`),
    apiHref: href(`/api/translations/${rel}`),
    fileHref: href(`/api/translations/${rel}file/`),
    scriptHref: href(STRING_BROWSER_SCRIPT),
    links,
    target: { lang: langTagOf(t.language.code), dir: t.language.direction, plurals: t.plural.categories.join(' ') },
    source: { lang: langTagOf(src.code), dir: src.direction, plurals: formatPlural(formatOf(t.component.format), src).categories.join(' ') },
  };
}

/**
 * The read-only string browser of a translate page: filled from the static JSON API by the script
 * (one HTML file per translation, not one per string); without JavaScript, links to the same data.
 */
export function stringBrowser(v: StringBrowserView): SafeHtml {
  return html`<section class="strings" aria-labelledby="strings-heading">
<h2 id="strings-heading">Strings</h2>
<div id="string-browser" data-units="${v.unitsHref}" data-links="${v.links}" data-lang="${v.target.lang ?? ''}" data-dir="${v.target.dir}" data-plurals="${v.target.plurals}" data-source-lang="${v.source.lang ?? ''}" data-source-dir="${v.source.dir}" data-source-plurals="${v.source.plurals}">
<p class="muted" id="string-browser-fallback">The string browser needs JavaScript. The same strings are in the API: <a href="${v.unitsHref}">strings (JSON)</a>, <a href="${v.apiHref}">translation (JSON)</a>, or <a href="${v.fileHref}" download>download the file</a>.</p>
</div>
</section>
<script src="${v.scriptHref}" defer></script>`;
}
