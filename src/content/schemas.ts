import { fields, type Schema, type SchemaValues } from './schema.js';

export const SITE_SCHEMA = {
  base_url: { type: 'string' },
  name: { type: 'string' },
  page_size: { type: 'integer', min: 1, max: 1000 },
  history: { type: 'boolean' },
  history_since: { type: 'date' },
  include_restricted: { type: 'boolean' },
  git_export: { type: 'boolean' },
} as const satisfies Schema;

export const PROJECT_SCHEMA = {
  name: { type: 'string', required: true },
  web: { type: 'string' },
  instructions: { type: 'string' },
  translation_review: { type: 'boolean' },
  source_review: { type: 'boolean' },
  set_language_team: { type: 'boolean' },
  enable_hooks: { type: 'boolean' },
  language_aliases: { type: 'string' },
} as const satisfies Schema;

/** A category folder's category.yaml, or a category of static-tms.yaml's `categories`. */
export const CATEGORY_SCHEMA = {
  name: { type: 'string', required: true },
} as const satisfies Schema;

const STRING_SETTINGS = [
  'file_format', 'filemask', 'new_base', 'template', 'source_language', 'license', 'agreement', 'glossary_color',
  'check_flags', 'language_regex', 'new_lang', 'vcs', 'repo', 'branch', 'push_branch', 'repoweb',
  'report_source_bugs', 'merge_style', 'commit_message', 'add_message', 'delete_message', 'merge_message',
  'addon_message', 'pull_message', 'screenshot_filemask', 'intermediate', 'language_code_style', 'push',
  'variant_regex',
] as const;
const BOOLEAN_SETTINGS = [
  'restricted', 'edit_template', 'allow_translation_propagation', 'manage_units', 'enable_suggestions',
  'suggestion_voting', 'push_on_commit', 'auto_lock_error',
] as const;
const INTEGER_SETTINGS = ['priority', 'suggestion_autoaccept', 'commit_pending_age'] as const;

export const COMPONENT_SCHEMA = {
  name: { type: 'string', required: true },
  enforced_checks: { type: 'string-list' },
  ...fields(STRING_SETTINGS, { type: 'string' }),
  ...fields(BOOLEAN_SETTINGS, { type: 'boolean' }),
  ...fields(INTEGER_SETTINGS, { type: 'integer' }),
} as const satisfies Schema;

/** The glossary's component.yaml is optional, so its name is too (compatibility.md §8.3). */
export const GLOSSARY_SCHEMA = { ...COMPONENT_SCHEMA, name: { type: 'string' } } as const satisfies Schema;

/** A component's validated keys, the glossary's included (its name may be absent). */
export type ComponentSettingsValues = SchemaValues<typeof GLOSSARY_SCHEMA>;
export type ProjectSettingsValues = SchemaValues<typeof PROJECT_SCHEMA>;
export type SiteSettingsValues = SchemaValues<typeof SITE_SCHEMA>;

export const USER_SCHEMA = {
  full_name: { type: 'string' },
  emails: { type: 'string-list' },
  notifications: { type: 'any' },
} as const satisfies Schema;

export const NOTIFICATION_SCHEMA = {
  notification: { type: 'string', required: true },
  scope: { type: 'integer', required: true },
  frequency: { type: 'integer', required: true },
  project: { type: 'string' },
  component: { type: 'string' },
} as const satisfies Schema;

export const LANGUAGE_SCHEMA = {
  code: { type: 'string', required: true },
  name: { type: 'string' },
  direction: { type: 'string' },
  population: { type: 'integer', min: 0 },
  aliases: { type: 'string-list' },
  plural: { type: 'any' },
} as const satisfies Schema;

export const PLURAL_SCHEMA = {
  number: { type: 'integer', required: true, min: 1, max: 10 },
  formula: { type: 'string', required: true },
} as const satisfies Schema;

/** static-tms.yaml, the repository layout's one file: each key holds what a file of the content tree holds. */
export const REPO_CONFIG_SCHEMA = {
  site: { type: 'any' },
  projects: { type: 'any' },
  languages: { type: 'any' },
  users: { type: 'any' },
} as const satisfies Schema;
