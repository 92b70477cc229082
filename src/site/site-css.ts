/** The one stylesheet of the site, served at /static/site.css: light and dark, narrow screens first. */
export const SITE_CSS = `:root{color-scheme:light dark;--bg:#fff;--fg:#1b1f24;--muted:#57606a;--line:#d0d7de;--link:#0550ae;--ok:#1a7f37;--warn:#9a6700;--bad:#cf222e;--track:#eaeef2}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9da7b3;--line:#30363d;--link:#6cb6ff;--ok:#3fb950;--warn:#d29922;--bad:#f85149;--track:#21262d}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--link)}
a:focus-visible{outline:2px solid var(--link);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--bg);padding:4px}
header.site,footer.site{border-bottom:1px solid var(--line);padding:.5rem 1rem}
footer.site{border-top:1px solid var(--line);border-bottom:0;color:var(--muted);font-size:.875rem}
header.site nav ul,nav.crumbs ol{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
nav.crumbs{padding:.25rem 1rem}
nav.crumbs ol li+li::before{content:"/";margin-right:.5rem;color:var(--muted)}
main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:.5rem 0 1rem}h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
.table-wrap{overflow-x:auto}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.progress{display:flex;height:.6rem;min-width:6rem;background:var(--track);border-radius:.3rem;overflow:hidden}
.progress-checks{height:.25rem;margin-top:2px;background:transparent}
.bar-translated{background:var(--ok)}.bar-fuzzy{background:var(--warn)}.bar-failing{background:var(--bad)}
dl.figures{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:.75rem 0}
dl.figures div{min-width:7rem}dl.figures dt{color:var(--muted);font-size:.875rem}dl.figures dd{margin:0;font-size:1.25rem;font-weight:600}
.muted{color:var(--muted)}
figure.activity{margin:1rem 0}
svg.chart{max-width:100%;height:auto;fill:var(--ok)}svg.chart .axis{stroke:var(--line)}
figure.activity figcaption{color:var(--muted);font-size:.875rem}
ul.links{padding-left:1.25rem}
.lead{font-size:1.1rem}
.cta{display:inline-block;padding:.5rem 1rem;border:2px solid var(--link);border-radius:.4rem;text-decoration:none;font-weight:600}
q{quotes:none}
.sb-filters{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin:.5rem 0}
.sb-filters input,.sb-filters select,.sb-pager button{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--line);border-radius:.3rem;padding:.25rem .5rem}
ol.sb-list{padding-left:0;list-style:none}ol.sb-list li{border-bottom:1px solid var(--line);padding:.4rem 0;overflow-wrap:anywhere}
.sb-selected{border:2px solid var(--link);border-radius:.4rem;padding:.5rem 1rem;margin:.5rem 0;overflow-wrap:anywhere}
dl.sb-unit dt{color:var(--muted);font-size:.875rem}dl.sb-unit dd{margin:0 0 .5rem}
ol.sb-forms{margin:0;padding-left:1.25rem}.sb-plural{color:var(--muted)}
.sb-state{color:var(--muted);font-size:.875rem}
.ss-form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.5rem 0}
.ss-form label{flex-basis:100%}
.ss-form input{flex:1 1 12rem;min-width:0}
.ss-form input,.ss-form button,#site-search-more{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--line);border-radius:.3rem;padding:.25rem .5rem}
ol.ss-list{padding-left:0;list-style:none}ol.ss-list li{border-bottom:1px solid var(--line);padding:.4rem 0;overflow-wrap:anywhere}
.ss-where,.ss-langs{color:var(--muted);font-size:.875rem}
`;
