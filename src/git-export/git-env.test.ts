import { afterEach, describe, expect, it } from 'vitest';
import { scratchGitEnv } from './git-env.js';

describe('scratchGitEnv', () => {
  const saved = { GIT_DIR: process.env.GIT_DIR, GIT_OBJECT_DIRECTORY: process.env.GIT_OBJECT_DIRECTORY };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('inherits no repository location and no configuration from the caller', () => {
    process.env.GIT_DIR = '/somewhere/.git';
    process.env.GIT_OBJECT_DIRECTORY = '/somewhere/.git/objects';
    const env = scratchGitEnv();
    expect(env.GIT_DIR).toBeUndefined();
    expect(env.GIT_OBJECT_DIRECTORY).toBeUndefined();
    expect([env.GIT_CONFIG_NOSYSTEM, env.GIT_CONFIG_GLOBAL, env.LC_ALL]).toEqual(['1', '/dev/null', 'C']);
  });
});
