import { html, type SafeHtml } from '../html.js';
import { SEARCH_INDEX_FOLDER, SEARCH_MANIFEST, SEARCH_SCRIPT } from './search-paths.js';

/**
 * The home page's search: a form the script reveals (without JavaScript, a message in its place),
 * a live status, and the list the results are added to.
 */
export function searchBox(basePath: string): SafeHtml {
  return html`<section class="site-search" aria-labelledby="search-heading">
<h2 id="search-heading">Search strings</h2>
<div id="site-search" data-index="${basePath}${SEARCH_MANIFEST}" data-folder="${basePath}${SEARCH_INDEX_FOLDER}" data-api="${basePath}/api/units/" data-base="${basePath}">
<p class="muted" id="site-search-fallback">Searching needs JavaScript. Without it, open a project below and a translation’s overview, or read the strings from the <a href="${basePath}/api/units/">API</a>.</p>
<form id="site-search-form" class="ss-form" role="search" aria-label="Strings" hidden>
<label for="site-search-q">Source string, translation or key</label>
<input id="site-search-q" name="q" type="search" autocomplete="off" spellcheck="false">
<button type="submit">Search</button>
</form>
<p id="site-search-status" class="muted" role="status"></p>
<ol id="site-search-results" class="ss-list"></ol>
<button id="site-search-more" type="button" hidden>More results</button>
</div>
</section>
<script src="${basePath}${SEARCH_SCRIPT}" defer></script>`;
}
