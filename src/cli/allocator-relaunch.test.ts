import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALLOCATOR_SETTING, inForegroundGroup, runsOnGlibc, shouldRelaunch, type LaunchFacts } from './allocator-relaunch.js';

const facts = (overrides: Partial<LaunchFacts> = {}): LaunchFacts => ({
  args: ['build', '--content', 'content'],
  env: {},
  execArgv: [],
  glibc: () => true,
  ...overrides,
});

describe('shouldRelaunch', () => {
  it('relaunches build and preview under glibc', () => {
    expect(shouldRelaunch(facts())).toBe(true);
    expect(shouldRelaunch(facts({ args: ['preview'] }))).toBe(true);
  });

  it('runs the other commands, and none, in their own process', () => {
    for (const args of [['serve', 'dist'], ['check'], ['init'], ['--version'], []]) expect(shouldRelaunch(facts({ args }))).toBe(false);
  });

  it('leaves a process alone that has the setting: its own child, or a user who chose a value', () => {
    expect(shouldRelaunch(facts({ env: { [ALLOCATOR_SETTING]: '1048576' } }))).toBe(false);
    expect(shouldRelaunch(facts({ env: { [ALLOCATOR_SETTING]: '131072' } }))).toBe(false);
  });

  it('leaves a process alone that node was given options for (a profiler, an inspector)', () => {
    expect(shouldRelaunch(facts({ execArgv: ['--cpu-prof'] }))).toBe(false);
  });

  it('relaunches only under glibc, and asks about it last', () => {
    expect(shouldRelaunch(facts({ glibc: () => false }))).toBe(false);
    const asked: string[] = [];
    shouldRelaunch(facts({ args: ['check'], glibc: () => { asked.push('glibc'); return true; } }));
    expect(asked).toEqual([]);
  });
});

describe('runsOnGlibc', () => {
  it('finds the C library of this machine', () => {
    // Asked another way: glibc's library is mapped into the process.
    const maps = process.platform === 'linux' ? fs.readFileSync('/proc/self/maps', 'utf8') : '';
    expect(runsOnGlibc()).toBe(/\/libc\.so\.6$/m.test(maps));
  });
});

describe('inForegroundGroup', () => {
  it('compares the process group with the terminal\'s foreground group', () => {
    expect(inForegroundGroup('4242 (node) S 4200 4242 4100 34816 4242 4194560 0')).toBe(true);
    expect(inForegroundGroup('4242 (node) S 4200 4242 4100 34816 4300 4194560 0')).toBe(false);
    // No terminal: tpgid is -1.
    expect(inForegroundGroup('4242 (node) S 4200 4242 4242 0 -1 4194560 0')).toBe(false);
  });

  it('reads the fields after a command name holding spaces and parentheses', () => {
    expect(inForegroundGroup('4242 (a) b (c) S 4200 4242 4100 34816 4242 4194560 0')).toBe(true);
  });
});
