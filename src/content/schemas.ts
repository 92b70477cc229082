import type { Schema } from './schema.js';

export const SITE_SCHEMA: Schema = {
  base_url: { type: 'string' },
  name: { type: 'string' },
  page_size: { type: 'integer', min: 1, max: 1000 },
  history: { type: 'boolean' },
  history_since: { type: 'date' },
  include_restricted: { type: 'boolean' },
};

export const PROJECT_SCHEMA: Schema = {
  name: { type: 'string', required: true },
  web: { type: 'string' },
  instructions: { type: 'string' },
  translation_review: { type: 'boolean' },
  source_review: { type: 'boolean' },
  set_language_team: { type: 'boolean' },
  enable_hooks: { type: 'boolean' },
  language_aliases: { type: 'string' },
};

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

export const COMPONENT_SCHEMA: Schema = {
  name: { type: 'string', required: true },
  enforced_checks: { type: 'string-list' },
  ...Object.fromEntries(STRING_SETTINGS.map((k) => [k, { type: 'string' }])),
  ...Object.fromEntries(BOOLEAN_SETTINGS.map((k) => [k, { type: 'boolean' }])),
  ...Object.fromEntries(INTEGER_SETTINGS.map((k) => [k, { type: 'integer' }])),
};

/** The glossary's component.yaml is optional, so its name is too (compatibility.md §8.3). */
export const GLOSSARY_SCHEMA: Schema = { ...COMPONENT_SCHEMA, name: { type: 'string' } };

export const USER_SCHEMA: Schema = {
  full_name: { type: 'string' },
  emails: { type: 'string-list' },
  notifications: { type: 'any' },
};

export const NOTIFICATION_SCHEMA: Schema = {
  notification: { type: 'string', required: true },
  scope: { type: 'integer', required: true },
  frequency: { type: 'integer', required: true },
  project: { type: 'string' },
  component: { type: 'string' },
};

export const LANGUAGE_SCHEMA: Schema = {
  code: { type: 'string', required: true },
  name: { type: 'string' },
  direction: { type: 'string' },
  population: { type: 'integer', min: 0 },
  aliases: { type: 'string-list' },
  plural: { type: 'any' },
};

export const PLURAL_SCHEMA: Schema = {
  number: { type: 'integer', required: true, min: 1, max: 10 },
  formula: { type: 'string', required: true },
};

/** static-tms.yaml, the repository layout's one file: each key holds what a file of the content tree holds. */
export const REPO_CONFIG_SCHEMA: Schema = {
  site: { type: 'any' },
  projects: { type: 'any' },
  languages: { type: 'any' },
  users: { type: 'any' },
};
