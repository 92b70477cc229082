import type { UserContent } from '../content/content-types.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { computeNotificationId } from './ids.js';
import type { Notification, Project, User } from './model-types.js';

/** compatibility.md §13.2: the nine default subscriptions, in this order. */
const DEFAULT_SUBSCRIPTIONS: [number, string][] = [
  [0, 'MentionCommentNotificaton'],
  [10, 'LastAuthorCommentNotificaton'],
  [10, 'MentionCommentNotificaton'],
  [10, 'NewAnnouncementNotificaton'],
  [20, 'MergeFailureNotification'],
  [20, 'ParseErrorNotification'],
  [20, 'NewTranslationNotificaton'],
  [20, 'NewAlertNotificaton'],
  [20, 'NewAnnouncementNotificaton'],
];

export interface Users {
  list: User[];
  byName: Map<string, User>;
}

/** Declared users with their subscriptions; others are added when changes name them. */
export function buildUsers(contents: UserContent[], projects: Project[], bag: DiagnosticBag): Users {
  const byName = new Map<string, User>();
  for (const u of contents) {
    const subscriptions = u.notifications ?? DEFAULT_SUBSCRIPTIONS.map(([scope, notification]) => ({
      notification, scope, frequency: 1, project: null, component: null,
    }));
    const notifications: Notification[] = subscriptions.map((s, i) => {
      const project = s.project === null ? null : projects.find((p) => p.slug === s.project) ?? null;
      if (s.project !== null && project === null) {
        bag.error(u.file, s.at.project.line, s.at.project.column, 'notification-target-unknown', `subscription ${i + 1} names the unknown project "${s.project}"`);
      }
      let component = null;
      if (s.component !== null) {
        const [ps, cs] = s.component.split('/');
        component = projects.find((p) => p.slug === ps)?.components.find((c) => c.slug === cs) ?? null;
        if (component === null) {
          bag.error(u.file, s.at.component.line, s.at.component.column, 'notification-target-unknown', `subscription ${i + 1} names the unknown component "${s.component}" (use project/component)`);
        }
      }
      return { id: computeNotificationId(u.username, i + 1), notification: s.notification, scope: s.scope, frequency: s.frequency, project, component };
    });
    byName.set(u.username, { username: u.username, fullName: u.fullName ?? u.username, notifications });
  }
  return { list: [...byName.values()], byName };
}
