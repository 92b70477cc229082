import type { JsonValue } from '../../emit/json.js';
import { computeId } from '../../model/ids.js';
import type { User } from '../../model/model-types.js';
import { paths } from '../urls.js';
import { listRoute, objectRoute } from './plan-helpers.js';
import { GD, GP, kind, type RouteFamily } from './route-family.js';

const KINDS = [
  kind('user-list', '/api/users/', GP, true, 'User List'),
  kind('user', '/api/users/:user/', GD, false, 'User Instance'),
  kind('user-notifications', '/api/users/:user/notifications/', GP, true, 'User Notifications'),
  kind('notification', '/api/users/:user/notifications/:id/', GD, false, 'Notification Instance'),
] as const;

/** `/api/users/…`: the users by name, with their notifications. */
export const userRoutes: RouteFamily<(typeof KINDS)[number]['name']> = {
  kinds: KINDS,
  *plan(context) {
    const { model, urls } = context;
    const users = [...model.users].sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0));
    yield listRoute(context, '/api/users/', 'user-list', users, renderUser);
    for (const user of users) {
      yield objectRoute(paths.user(user.username), 'user', renderUser(user));
      const notifications = user.notifications.map((n) => ({
        notification: n.notification,
        id: n.id,
        scope: n.scope,
        frequency: n.frequency,
        project: n.project === null ? null : urls.absolute(paths.project(n.project)),
        component: n.component === null ? null : urls.absolute(paths.component(n.component)),
      }));
      yield listRoute(context, `${paths.user(user.username)}notifications/`, 'user-notifications', notifications, (n) => n);
      for (const n of notifications) yield objectRoute(paths.notification(user.username, n.id), 'notification', n);
    }
  },
};

function renderUser(user: User): JsonValue {
  // Weblate 5 (additive): the user's id first, computed from the username (§5.2).
  return { id: computeId('user', [user.username]), full_name: user.fullName, username: user.username };
}
