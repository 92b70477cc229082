import { SEARCH_INDEX_EXT, SEARCH_INDEX_VERSION } from './search-paths.js';
import { searchShardOf, searchTokensOf } from './search-tokens.js';

/**
 * The home page's search, served once at /static/search.js (no dependency). It cuts the query with
 * the build's own tokeniser, fetches the manifest and only the shards of the query's words, keeps
 * the units that have a token starting with every word (exact tokens first), and shows them
 * twenty at a time, each read from the API as it arrives.
 */
export const SEARCH_JS = String.raw`// static-tms: search the site's strings through its static index (/static/search/).
(function () {
  'use strict';
  var root = document.getElementById('site-search');
  if (!root || !window.fetch) return;
  var d = root.dataset;
  var PAGE = 20;
  var form = document.getElementById('site-search-form');
  var input = document.getElementById('site-search-q');
  var status = document.getElementById('site-search-status');
  var list = document.getElementById('site-search-results');
  var more = document.getElementById('site-search-more');
  document.getElementById('site-search-fallback').hidden = true;
  form.hidden = false;

  ${searchTokensOf.toString()}
  ${searchShardOf.toString()}

  var manifest = null;
  var shards = {};
  var byPath = {};
  var byComponent = {};
  var generation = 0;
  var found = [];
  var shown = 0;
  var timer = null;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    var k;
    for (k in attrs || {}) if (attrs[k] !== null && attrs[k] !== undefined && attrs[k] !== '') node.setAttribute(k, attrs[k]);
    (children || []).forEach(function (c) {
      if (c !== null && c !== undefined) node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return node;
  }
  function getJson(url) {
    return fetch(url, { headers: { Accept: 'application/json' } }).then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status + ' for ' + url);
      return r.json();
    });
  }
  function loadManifest() {
    manifest = manifest || getJson(d.index).then(function (m) {
      if (m.version !== ${SEARCH_INDEX_VERSION}) throw new Error('unknown index version ' + m.version);
      m.translations.forEach(function (t) {
        var entry = { project: t[0], component: t[1], language: t[2], path: t[3], lang: t[4], dir: t[5], source: t[6] === 1 };
        var c = entry.path.slice(0, entry.path.lastIndexOf('/'));
        byPath[entry.path] = entry;
        (byComponent[c] = byComponent[c] || []).push(entry);
      });
      return m;
    });
    return manifest;
  }
  function shard(key) {
    shards[key] = shards[key] || getJson(d.folder + key + '.${SEARCH_INDEX_EXT}');
    return shards[key];
  }
  // The units of one word: those with the word as a token first, then those with a longer token
  // (a one-character word only as a token: longer tokens are in the shards of their first two).
  function unitsOf(m, word) {
    var prefix = Array.from(word).length > 1;
    return shard(searchShardOf(word, m.shards)).then(function (s) {
      var exact = [];
      var longer = [];
      s.tokens.forEach(function (p) {
        if (p[0] === word) exact.push(p[1]);
        else if (prefix && p[0].indexOf(word) === 0) longer.push(p[1]);
      });
      var seen = {};
      var out = [];
      exact.concat(longer).join(' ').split(' ').forEach(function (id) {
        if (id && !seen[id]) { seen[id] = true; out.push(id); }
      });
      return out;
    });
  }

  function search(query, push) {
    var words = searchTokensOf(query).filter(function (w, i, all) { return all.indexOf(w) === i; });
    var mine = ++generation;
    found = [];
    shown = 0;
    list.textContent = '';
    more.hidden = true;
    if (push) history.replaceState(null, '', query ? '?q=' + encodeURIComponent(query) : location.pathname);
    if (!words.length) {
      status.textContent = query ? 'Type a word of a source string, a translation or a key.' : '';
      return;
    }
    status.textContent = 'Searching\u2026';
    loadManifest().then(function (m) {
      return Promise.all(words.map(function (w) { return unitsOf(m, w); }));
    }).then(function (lists) {
      if (mine !== generation) return;
      var rest = lists.slice(1).map(function (l) {
        var set = {};
        l.forEach(function (id) { set[id] = true; });
        return set;
      });
      found = lists[0].filter(function (id) { return rest.every(function (set) { return set[id]; }); });
      status.textContent = found.length === 0 ? 'No string matches \u201c' + query + '\u201d.'
        : found.length + (found.length === 1 ? ' string matches' : ' strings match') + ' \u201c' + query + '\u201d.';
      showMore();
    }).catch(function (err) {
      if (mine === generation) status.textContent = 'The search failed (' + err.message + ').';
    });
  }

  function showMore() {
    var mine = generation;
    found.slice(shown, shown + PAGE).forEach(function (id) {
      var item = el('li', { class: 'ss-item', 'aria-busy': 'true' }, [el('span', { class: 'muted' }, ['Loading\u2026'])]);
      list.appendChild(item);
      getJson(d.api + parseInt(id, 36) + '/').then(function (u) {
        if (mine === generation) fill(item, u);
      }).catch(function (err) {
        item.textContent = 'Could not load this string (' + err.message + ').';
        item.removeAttribute('aria-busy');
      });
    });
    shown = Math.min(found.length, shown + PAGE);
    more.hidden = shown >= found.length;
  }

  function text(lang, dir, value) {
    return el('span', { lang: lang, dir: dir, class: 'text' }, [value]);
  }
  function translateHref(path, checksum) {
    return d.base + '/translate/' + path + '/?checksum=' + checksum;
  }
  function fill(item, u) {
    var p = new URL(u.translation, location.href).pathname;
    var path = p.slice(p.indexOf('/api/translations/') + '/api/translations/'.length).replace(/\/$/, '');
    var t = byPath[path];
    var m = /[?&]checksum=([0-9a-f]+)/.exec(u.web_url || '');
    item.textContent = '';
    item.removeAttribute('aria-busy');
    if (!t || !m) {
      item.appendChild(el('span', { class: 'muted' }, ['A string the index no longer describes.']));
      return;
    }
    var checksum = m[1];
    var others = byComponent[path.slice(0, path.lastIndexOf('/'))] || [];
    var source = others.filter(function (o) { return o.source; })[0] || t;
    item.setAttribute('data-checksum', checksum);
    item.appendChild(el('a', { href: translateHref(path, checksum) }, [text(source.lang, source.dir, u.source[0] || u.context || '(empty)')]));
    item.appendChild(el('span', { class: 'ss-where' }, [' \u2014 ' + t.project + ' / ' + t.component + ' / ' + t.language]));
    if (!t.source) {
      item.appendChild(el('br'));
      item.appendChild(u.target[0] ? text(t.lang, t.dir, u.target[0]) : el('span', { class: 'muted' }, ['(untranslated)']));
    } else if (others.length > 1) {
      var links = [];
      others.forEach(function (o) {
        if (o.source) return;
        if (links.length) links.push(', ');
        links.push(el('a', { href: translateHref(o.path, checksum), lang: o.lang }, [o.language]));
      });
      item.appendChild(el('br'));
      item.appendChild(el('span', { class: 'ss-langs' }, ['Translations: '].concat(links)));
    }
    if (u.context && u.context !== u.source[0]) {
      item.appendChild(el('br'));
      item.appendChild(el('span', { class: 'muted' }, ['Key or context: ', el('code', {}, [u.context])]));
    }
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    clearTimeout(timer);
    search(input.value.trim(), true);
  });
  input.addEventListener('input', function () {
    clearTimeout(timer);
    timer = setTimeout(function () { search(input.value.trim(), true); }, 250);
  });
  more.addEventListener('click', showMore);
  var q = new URLSearchParams(location.search).get('q');
  if (q) {
    input.value = q;
    search(q.trim(), false);
  }
})();
`;
