import { LazyBytes } from '../api/lazy-bytes.js';
import { fingerprintOf, LazyItem } from '../api/lazy-item.js';
import type { PlannedRoute } from '../api/planned-route.js';
import type { LinkMode } from '../api/urls.js';
import type { Model } from '../model/model.js';
import type { User } from '../model/model-types.js';
import type { PlannedPngWidget } from '../widgets/plan-png-widgets.js';
import { planWidgets } from '../widgets/plan-widgets.js';
import { activityPage } from './activity-page.js';
import { categoryPage } from './category-page.js';
import { componentPage } from './component-page.js';
import { engagePage } from './engage-page.js';
import { homePage } from './home-page.js';
import { languageListPage, languagePage } from './language-page.js';
import { notFoundPage, SITE_NOT_FOUND_FILE } from './not-found-page.js';
import { projectLanguagePage } from './project-language-page.js';
import { projectPage } from './project-page.js';
import { repositoryPage } from './repository-page.js';
import { byLanguage, LATEST_CHANGES, SiteContext, type ChangeView } from './site-context.js';
import { SITE_CSS } from './site-css.js';
import { SEARCH_SCRIPT } from './search/search-paths.js';
import { SEARCH_JS } from './search/search-script.js';
import { STRING_BROWSER_SCRIPT } from './string-browser.js';
import { STRING_BROWSER_JS } from './string-browser-script.js';
import type { SitePage } from './site-page.js';
import { translationPage } from './translation-page.js';
import { userPage } from './user-page.js';

/** The site's route kinds as the manifest names them (hosting.md: site routes). */
export const SITE_KINDS = { page: 'site-page', widget: 'site-widget', asset: 'site-asset' } as const;

/**
 * Every web page the API links to (urls.ts `webPaths`), Weblate's pages around them and its
 * widgets, as planned routes after the API's. Reads the model's projects, translations (their
 * counts), languages, users and changes; never units. `pngWidgets` are planned before the API's
 * routes (a build that writes every file draws them meanwhile).
 */
export function* planSite(model: Model, links: LinkMode, pngWidgets: readonly PlannedPngWidget[]): Generator<PlannedRoute> {
  const ctx = new SiteContext(model, model.site.basePath, links);
  const page = (p: SitePage): PlannedRoute => ({ url: p.path, kind: SITE_KINDS.page, asset: { file: `${p.path.slice(1)}index.html`, ext: 'html', lazy: new LazyItem(p.fingerprint, p.render) } });
  const notFound = notFoundPage(ctx);
  yield { url: '/static/site.css', kind: SITE_KINDS.asset, asset: { file: 'static/site.css', ext: 'css', lazy: new LazyItem(fingerprintOf(SITE_CSS), () => SITE_CSS) } };
  yield { url: STRING_BROWSER_SCRIPT, kind: SITE_KINDS.asset, asset: { file: STRING_BROWSER_SCRIPT.slice(1), ext: 'js', lazy: new LazyItem(fingerprintOf(STRING_BROWSER_JS), () => STRING_BROWSER_JS) } };
  yield { url: SEARCH_SCRIPT, kind: SITE_KINDS.asset, asset: { file: SEARCH_SCRIPT.slice(1), ext: 'js', lazy: new LazyItem(fingerprintOf(SEARCH_JS), () => SEARCH_JS) } };
  yield { url: `/${SITE_NOT_FOUND_FILE}`, kind: SITE_KINDS.asset, asset: { file: SITE_NOT_FOUND_FILE, ext: 'html', lazy: new LazyItem(fingerprintOf(notFound), () => notFound) } };
  yield page(homePage(ctx));
  yield page(activityPage(ctx));
  for (const p of model.projects) {
    const translations = p.components.flatMap((c) => c.translations);
    yield page(projectPage(ctx, p));
    for (const k of p.categories ?? []) yield page(categoryPage(ctx, k));
    yield page(engagePage(ctx, p, null, translations));
    for (const g of byLanguage(translations)) {
      yield page(projectLanguagePage(ctx, p, g.language, g.translations, 'view'));
      yield page(projectLanguagePage(ctx, p, g.language, g.translations, 'translate'));
      yield page(engagePage(ctx, p, g.language, g.translations));
    }
    for (const c of p.components) {
      yield page(componentPage(ctx, c));
      yield page(repositoryPage(ctx, c));
      for (const t of c.translations) {
        yield page(translationPage(ctx, t, 'view'));
        yield page(translationPage(ctx, t, 'translate'));
      }
    }
  }
  const languages = byLanguage(model.translations);
  yield page(languageListPage(ctx, languages));
  const used = new Map(languages.map((g) => [g.language.code, g.translations]));
  for (const l of model.languages) yield page(languagePage(ctx, l, used.get(l.code) ?? []));
  const latest = latestByUser(ctx, model.users);
  for (const u of model.users) yield page(userPage(ctx, u, latest.get(u.username) ?? []));
  for (const w of planWidgets(model)) {
    yield { url: w.path, kind: SITE_KINDS.widget, asset: { file: w.path.slice(1), ext: 'svg', lazy: new LazyItem(w.fingerprint, w.render) } };
  }
  for (const w of pngWidgets) {
    yield { url: w.path, kind: SITE_KINDS.widget, asset: { file: w.path.slice(1), ext: 'png', lazy: new LazyBytes(w.fingerprint, w.render) } };
  }
}

/** Each user's latest changes, newest first, from one backward pass that stops once every user has enough. */
function latestByUser(ctx: SiteContext, users: readonly User[]): Map<string, ChangeView[]> {
  const out = new Map<string, ChangeView[]>(users.map((u) => [u.username, []]));
  let open = users.length;
  for (let i = ctx.model.changes.length - 1; i >= 0 && open > 0; i--) {
    const user = ctx.model.changes.userOf(i);
    const list = user === null ? undefined : out.get(user);
    if (!list || list.length >= LATEST_CHANGES) continue;
    list.push(ctx.changeAt(i));
    if (list.length === LATEST_CHANGES) open--;
  }
  return out;
}
