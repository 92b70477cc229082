import { gitEnv } from '../history/run-git.js';

/** The environment for git in the content repository: the user's configuration applies (safe.directory …). */
export function sourceGitEnv(): NodeJS.ProcessEnv {
  return gitEnv();
}

/**
 * The environment for git in the scratch repository: no system or user configuration, so that
 * settings such as pack.window or core.compression cannot change the bytes of the pack.
 */
export function scratchGitEnv(): NodeJS.ProcessEnv {
  // No inherited GIT_* variable either: a GIT_DIR or GIT_OBJECT_DIRECTORY set by a hook that runs
  // the build would send the scratch repository's writes into the user's repository.
  const env = Object.fromEntries(Object.entries(gitEnv()).filter(([name]) => !name.startsWith('GIT_')));
  return { ...env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
}
