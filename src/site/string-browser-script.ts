/** The translate view's script, served once at /static/translate.js (plain ES2017, no dependency). */
export const STRING_BROWSER_JS = String.raw`// The translate view's string browser (static-tms): reads a translation's units from the static
// JSON API and shows them with filters, text search, paging and one unit in full (?checksum=).
(function () {
  'use strict';
  var root = document.getElementById('string-browser');
  if (!root) return;
  var d = root.dataset;
  var PAGE = 20;
  var STATES = { 0: 'Untranslated', 10: 'Needs editing', 20: 'Translated', 30: 'Approved', 100: 'Read-only' };
  var FILTERS = [
    ['all', 'All strings'],
    ['untranslated', 'Untranslated'],
    ['fuzzy', 'Needs editing'],
    ['failing', 'Failing checks'],
    ['translated', 'Translated'],
  ];
  var units = [];
  var count = 0;
  var shown = [];
  var state = { filter: 'all', q: '', page: 1, selected: new URLSearchParams(location.search).get('checksum') };
  var apiBase = d.units.slice(0, d.units.indexOf('/api/'));
  var fallback = document.getElementById('string-browser-fallback');

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    var k;
    for (k in attrs || {}) if (attrs[k] !== null && attrs[k] !== undefined) node.setAttribute(k, attrs[k]);
    (children || []).forEach(function (c) {
      if (c !== null && c !== undefined) node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return node;
  }
  function text(lang, dir, value) {
    return el('span', { lang: lang || null, dir: dir, class: 'text' }, [value]);
  }

  var filter = el('select', { id: 'sb-filter' }, FILTERS.map(function (f) { return el('option', { value: f[0] }, [f[1]]); }));
  var search = el('input', { id: 'sb-search', type: 'search', autocomplete: 'off' });
  var form = el('form', { class: 'sb-filters', role: 'search', 'aria-label': 'Filter strings' }, [
    el('label', { for: 'sb-filter' }, ['Show ']), filter, ' ',
    el('label', { for: 'sb-search' }, ['Search ']), search,
  ]);
  var status = el('p', { class: 'muted', role: 'status' }, ['Loading strings\u2026']);
  var detail = el('div', { class: 'sb-detail' });
  var list = el('ol', { class: 'sb-list' });
  var pager = el('nav', { class: 'sb-pager', 'aria-label': 'Pages of strings' });
  root.appendChild(form);
  root.appendChild(status);
  root.appendChild(detail);
  root.appendChild(list);
  root.appendChild(pager);

  form.addEventListener('submit', function (e) { e.preventDefault(); });
  filter.addEventListener('change', function () { state.filter = filter.value; state.page = 1; render(); });
  search.addEventListener('input', function () { state.q = search.value; state.page = 1; render(); });

  function pageUrl(n) {
    if (n <= 1) return d.units;
    return d.links === 'path' ? d.units + 'page-' + n + '.json' : d.units + '?page=' + n;
  }
  function fetchPage(n) {
    return fetch(pageUrl(n), { headers: { Accept: 'application/json' } }).then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status + ' for ' + pageUrl(n));
      return r.json();
    });
  }
  function checksumOf(u) {
    var m = /[?&]checksum=([0-9a-f]+)/.exec(u.web_url || '');
    return m ? m[1] : '';
  }
  function load() {
    fetchPage(1).then(function (first) {
      count = first.count;
      var pages = first.results.length ? Math.ceil(count / first.results.length) : 1;
      add(first.results);
      var n = 2;
      function next() {
        if (n > pages) return null;
        return fetchPage(n++).then(function (p) { add(p.results); return next(); });
      }
      return next();
    }).catch(function (err) {
      status.textContent = 'Could not load the strings (' + err.message + ').';
      if (fallback) fallback.hidden = false;
    });
  }
  function add(results) {
    results.forEach(function (u) { u.checksum = checksumOf(u); units.push(u); });
    if (fallback) fallback.hidden = true;
    render();
  }

  function matches(u) {
    if (state.filter === 'untranslated' && (u.translated || u.fuzzy || u.state >= 100)) return false;
    if (state.filter === 'fuzzy' && !u.fuzzy) return false;
    if (state.filter === 'failing' && !u.has_failing_check) return false;
    if (state.filter === 'translated' && !u.translated) return false;
    if (!state.q) return true;
    var q = state.q.toLowerCase();
    return [u.source.join(' '), u.target.join(' '), u.context, u.note, u.explanation, u.location]
      .some(function (s) { return (s || '').toLowerCase().indexOf(q) >= 0; });
  }
  function stateOf(u) {
    return STATES[u.state] || 'State ' + u.state;
  }
  function linkTo(u, label) {
    var a = el('a', { href: '?checksum=' + u.checksum }, label);
    a.addEventListener('click', function (e) {
      e.preventDefault();
      select(u.checksum, true);
    });
    return a;
  }
  function select(checksum, focus) {
    state.selected = checksum;
    history.replaceState(null, '', '?checksum=' + checksum);
    render();
    var h = detail.querySelector('h3');
    if (focus && h) h.focus();
  }

  function forms(values, lang, dir, plurals) {
    var labels = plurals ? plurals.split(' ') : [];
    if (values.length <= 1) {
      return values[0] ? text(lang, dir, values[0]) : el('span', { class: 'muted' }, ['(empty)']);
    }
    return el('ol', { class: 'sb-forms' }, values.map(function (v, i) {
      return el('li', {}, [el('span', { class: 'sb-plural' }, [(labels[i] || 'form ' + (i + 1)) + ': ']), v ? text(lang, dir, v) : el('span', { class: 'muted' }, ['(empty)'])]);
    }));
  }
  function row(dl, name, value) {
    if (value === '' || value === null || value === undefined) return;
    dl.appendChild(el('dt', {}, [name]));
    dl.appendChild(el('dd', {}, [value]));
  }
  function renderDetail() {
    detail.textContent = '';
    if (!state.selected) return;
    var i = -1;
    units.some(function (u, k) { if (u.checksum === state.selected) { i = k; return true; } return false; });
    if (i < 0) {
      if (units.length >= count) detail.appendChild(el('p', { role: 'alert' }, ['No string has the checksum ' + state.selected + '.']));
      return;
    }
    var u = units[i];
    var dl = el('dl', { class: 'sb-unit' });
    row(dl, 'Source', forms(u.source, d.sourceLang, d.sourceDir, d.sourcePlurals));
    row(dl, 'Translation', forms(u.target, d.lang, d.dir, d.plurals));
    row(dl, 'State', stateOf(u));
    row(dl, 'Context', u.context);
    row(dl, 'Comment', u.note);
    row(dl, 'Explanation', u.explanation);
    row(dl, 'Location', u.location);
    row(dl, 'Flags', [u.flags, u.extra_flags].filter(Boolean).join(', '));
    row(dl, 'Checks', u.has_failing_check ? 'Failing (see the API for the quality checks)' : 'None failing');
    row(dl, 'Data', el('a', { href: apiBase + '/api/units/' + u.id + '/' }, ['This string in the API']));
    var near = units.slice(Math.max(0, i - 2), i + 3);
    detail.appendChild(el('article', { class: 'sb-selected', 'aria-labelledby': 'sb-selected-heading', 'data-checksum': u.checksum }, [
      el('h3', { id: 'sb-selected-heading', tabindex: '-1' }, ['String ' + u.position]),
      dl,
      el('h4', {}, ['Neighbours']),
      el('ol', { class: 'sb-near' }, near.map(function (n) {
        return el('li', {}, [n === u ? el('strong', {}, [summary(n)]) : linkTo(n, [summary(n)])]);
      })),
    ]));
  }
  function summary(u) {
    return (u.position + '. ' + (u.source[0] || u.context || '')).slice(0, 80);
  }
  function renderList() {
    list.textContent = '';
    var start = (state.page - 1) * PAGE;
    shown.slice(start, start + PAGE).forEach(function (u) {
      list.appendChild(el('li', { class: 'sb-item', 'data-checksum': u.checksum }, [
        linkTo(u, [text(d.sourceLang, d.sourceDir, u.source[0] || '')]),
        el('span', { class: 'sb-state' }, [' \u2014 ' + stateOf(u) + (u.has_failing_check ? ', failing check' : '')]),
        el('br'),
        u.target[0] ? text(d.lang, d.dir, u.target[0]) : el('span', { class: 'muted' }, ['(untranslated)']),
      ]));
    });
  }
  function renderPager() {
    pager.textContent = '';
    var pages = Math.max(1, Math.ceil(shown.length / PAGE));
    if (pages === 1) return;
    function go(n, label) {
      var b = el('button', { type: 'button' }, [label]);
      b.disabled = n < 1 || n > pages;
      b.addEventListener('click', function () { state.page = n; render(); });
      return b;
    }
    pager.appendChild(go(state.page - 1, 'Previous'));
    pager.appendChild(el('span', {}, [' Page ' + state.page + ' of ' + pages + ' ']));
    pager.appendChild(go(state.page + 1, 'Next'));
  }
  function render() {
    shown = units.filter(matches);
    var loading = units.length < count ? ' (loading ' + units.length + ' of ' + count + ')' : '';
    status.textContent = shown.length + (shown.length === 1 ? ' string' : ' strings') + ' shown of ' + count + loading + '.';
    renderDetail();
    renderList();
    renderPager();
  }
  load();
})();
`;
