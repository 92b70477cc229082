import { html, type SafeHtml } from './html.js';
import { langAttributes } from './lang-tag.js';
import { dataTable } from './layout.js';
import { progressBar } from './progress.js';
import { timeOf, type ChangeView, type RowView } from './site-context.js';

/** A table of rows with progress, as Weblate's per-language and per-component tables. */
export function progressTable(caption: string, firstColumn: string, rows: readonly RowView[]): SafeHtml {
  const head = html`<tr><th scope="col">${firstColumn}</th><th scope="col">Progress</th><th scope="col" class="num">Translated</th><th scope="col" class="num">Strings</th><th scope="col" class="num">Needs editing</th><th scope="col" class="num">Failing checks</th><th scope="col">Last change</th><th scope="col">Links</th></tr>`;
  return dataTable(caption, head, rows.map((r) => html`<tr><th scope="row"><a href="${r.href}">${r.name}</a></th><td>${progressBar(r.progress)}</td><td class="num">${r.progress.translatedPercent} %</td><td class="num">${r.progress.total}</td><td class="num">${r.progress.fuzzy}</td><td class="num">${r.progress.failing}</td><td>${timeOf(r.lastChange)}${r.lastAuthor ? html` <span class="muted">by ${r.lastAuthor}</span>` : ''}</td><td>${r.links.map((l, i) => html`${i > 0 ? ' · ' : ''}<a href="${l.href}">${l.name}</a>`)}</td></tr>`));
}

/** Changes, newest first; each target is marked with its language and direction. */
export function changeList(changes: readonly ChangeView[], userHref: (username: string) => string): SafeHtml {
  if (changes.length === 0) return html`<p class="muted">No changes recorded yet.</p>`;
  return html`<ol class="changes">${changes.map((c) => html`<li>${timeOf(c.timestamp)}: ${c.action} in <a href="${c.translationHref}">${c.translation}</a>${c.user !== null ? html` by <a href="${userHref(c.user)}">${c.userName}</a>` : ''}${c.target !== '' ? html`: <q${langAttributes(c.lang, c.dir)}>${c.target}</q>` : ''}</li>`)}</ol>`;
}

/** A list of links, e.g. to the API resources of a page. */
export function linkList(heading: string, links: readonly { name: string; href: string }[]): SafeHtml {
  return html`<h2>${heading}</h2><ul class="links">${links.map((l) => html`<li><a href="${l.href}">${l.name}</a></li>`)}</ul>`;
}
