import type { Node } from 'yaml';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { ContentPosition, NotificationContent, UserContent } from './content-types.js';
import type { ContentContext } from './content-context.js';
import { listFolder, reportNameNotUtf8 } from './content-files.js';
import { sequenceItems, type YamlFile } from './read-yaml.js';
import { validateMapping } from './schema.js';
import { NOTIFICATION_SCHEMA, USER_SCHEMA } from './schemas.js';

/** hosting.md §1.4: usernames may hold `.` and `+` but never start with a dot. */
const USERNAME = /^[A-Za-z0-9_@+-][A-Za-z0-9_@.+-]*$/;
const MAX_SUBSCRIPTIONS = 1023;
export const NOTIFICATION_KINDS: readonly string[] = [
  'MentionCommentNotificaton', 'LastAuthorCommentNotificaton', 'NewAnnouncementNotificaton',
  'MergeFailureNotification', 'ParseErrorNotification', 'NewTranslationNotificaton', 'NewAlertNotificaton',
];
const SCOPES: readonly number[] = [0, 10, 20, 30, 40];
const FREQUENCIES: readonly number[] = [0, 1, 2, 3, 4];

/** content/users/<username>.yaml (content-format.md section 1). */
export function loadUserFiles(ctx: ContentContext, bag: DiagnosticBag): UserContent[] {
  if (!ctx.exists('users')) return [];
  const listed = listFolder(ctx.abs('users'), 'users', { file: 'users', line: 1, column: 1 }, bag) ?? [];
  const users: UserContent[] = [];
  for (const { name, utf8 } of listed) {
    if (!name.endsWith('.yaml')) continue;
    const file = `users/${name}`;
    if (!utf8) {
      reportNameNotUtf8(file, { file, line: 1, column: 1 }, bag);
      continue;
    }
    const username = name.slice(0, -'.yaml'.length);
    if (!checkUsername(username, file, 1, 1, bag)) continue;
    const yaml = ctx.parseYaml(file);
    const user = yaml && readUser(yaml, yaml.root, username, { line: 1, column: 1 }, bag);
    if (user) users.push(user);
  }
  return users;
}

/** hosting.md §1.4: false (with an error at the name) when a username cannot be a URL segment. */
export function checkUsername(username: string, file: string, line: number, column: number, bag: DiagnosticBag): boolean {
  if (USERNAME.test(username) && !/^page-\d+\.json$/.test(username) && username !== 'index.json') return true;
  bag.error(file, line, column, 'url-segment-invalid', `"${username}" cannot be a username: use letters, digits, _ @ . + -`);
  return false;
}

/** One user's keys (a users/<username>.yaml file, or an entry of static-tms.yaml's `users`). */
export function readUser(yaml: YamlFile, node: Node | null, username: string, at: ContentPosition, bag: DiagnosticBag): UserContent | null {
  const file = yaml.file;
  const mapping = validateMapping(yaml, node, USER_SCHEMA, 'user', bag);
  if (!mapping) return null;
  const v = mapping.values;
  let notifications: NotificationContent[] | null = null;
  if ('notifications' in v) {
    const items = sequenceItems(mapping.nodes.notifications ?? null);
    const pos = mapping.positions.notifications ?? { line: 1, column: 1 };
    if (items === null) {
      bag.error(file, pos.line, pos.column, 'wrong-type', 'notifications must be a list');
      return null;
    }
    if (items.length > MAX_SUBSCRIPTIONS) {
      bag.error(file, pos.line, pos.column, 'too-many-notifications', `at most ${MAX_SUBSCRIPTIONS} subscriptions per user`);
      return null;
    }
    notifications = [];
    for (const item of items) {
      const n = validateMapping(yaml, item, NOTIFICATION_SCHEMA, 'notification', bag);
      if (!n) continue;
      const at = (key: keyof typeof NOTIFICATION_SCHEMA) => n.positions[key] ?? yaml.locate(item);
      const nv = n.values;
      if (!NOTIFICATION_KINDS.includes(nv.notification)) {
        bag.error(file, at('notification').line, at('notification').column, 'notification-unknown',
          `unknown notification "${nv.notification}"; known: ${NOTIFICATION_KINDS.join(', ')}`);
      }
      if (!SCOPES.includes(nv.scope)) bag.error(file, at('scope').line, at('scope').column, 'notification-scope-invalid', `scope must be one of ${SCOPES.join(', ')}`);
      if (!FREQUENCIES.includes(nv.frequency)) bag.error(file, at('frequency').line, at('frequency').column, 'notification-frequency-invalid', `frequency must be one of ${FREQUENCIES.join(', ')}`);
      notifications.push({
        notification: nv.notification,
        scope: nv.scope,
        frequency: nv.frequency,
        project: nv.project ?? null,
        component: nv.component ?? null,
        at: { project: at('project'), component: at('component') },
      });
    }
  }
  return {
    username,
    file,
    at,
    fullName: v.full_name ?? null,
    emails: v.emails ?? [],
    notifications,
  };
}
