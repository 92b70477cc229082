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
  return { ...gitEnv(), GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
}
