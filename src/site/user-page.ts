import type { User } from '../model/model-types.js';
import { changeList } from './blocks.js';
import { html } from './html.js';
import { layout } from './layout.js';
import type { ChangeView, SiteContext } from './site-context.js';
import { sitePage, type SitePage } from './site-page.js';

/** `/user/<username>/` (Weblate's profile URL): who the user is and their latest changes. */
export function userPage(ctx: SiteContext, user: User, changes: ChangeView[]): SitePage {
  const path = `/user/${user.username}/`;
  const view = {
    layout: { siteName: ctx.siteName, basePath: ctx.basePath, title: user.fullName || user.username, crumbs: [{ name: user.fullName || user.username, href: ctx.href(path) }] },
    username: user.username,
    fullName: user.fullName,
    changes,
    apiHref: ctx.href(`/api/users/${user.username}/`),
  };
  return sitePage(path, view, (v) => layout(v.layout, html`<h1>${v.fullName || v.username}</h1>
<p>Username <code>${v.username}</code> · <a href="${v.apiHref}">User in the API</a></p>
<h2>Latest changes</h2>
${changeList(v.changes, (u) => `${v.layout.basePath}/user/${u}/`)}`));
}
