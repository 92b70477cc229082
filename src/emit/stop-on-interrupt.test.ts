import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const compiled = path.resolve(import.meta.dirname, '../../lib/emit/stop-on-interrupt.js');

/** Runs a module script in a node of its own. */
function run(script: string) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', `import { StopOnInterrupt } from ${JSON.stringify(compiled)};\n${script}`], { encoding: 'utf8', timeout: 20_000 });
}

describe('StopOnInterrupt', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'])('notes %s without dying, then dies of it when told the build stopped', (signal) => {
    const child = run(`
      const guard = new StopOnInterrupt();
      process.kill(process.pid, ${JSON.stringify(signal)});
      setTimeout(() => {
        console.log('interrupted', guard.interrupted);
        guard.endIfInterrupted();
        setTimeout(() => console.log('still alive'), 5000);
      }, 50);`);
    expect(child.stdout).toBe('interrupted true\n');
    expect(child.signal).toBe(signal);
  });

  it('lets a second signal end the process at once', () => {
    const child = run(`
      const guard = new StopOnInterrupt();
      process.kill(process.pid, 'SIGTERM');
      setTimeout(() => {
        console.log('interrupted', guard.interrupted);
        process.kill(process.pid, 'SIGINT');
        setTimeout(() => console.log('still alive'), 5000);
      }, 50);`);
    expect(child.stdout).toBe('interrupted true\n');
    expect(child.signal).toBe('SIGINT');
  });

  it('leaves the ending to a handler of the process’s own (preview closes its server first)', () => {
    const child = run(`
      process.once('SIGINT', () => console.log('handled'));
      const guard = new StopOnInterrupt();
      process.kill(process.pid, 'SIGINT');
      setTimeout(() => {
        console.log('interrupted', guard.interrupted);
        guard.endIfInterrupted();
        setTimeout(() => console.log('still alive'), 50);
      }, 50);`);
    expect(child.stdout).toBe('handled\ninterrupted true\nstill alive\n');
    expect(child.status).toBe(0);
  });

  it('does nothing when no signal came, and nothing once released', () => {
    const child = run(`
      const guard = new StopOnInterrupt();
      guard.endIfInterrupted();
      console.log('interrupted', guard.interrupted);
      process.on('SIGTERM', () => process.exit(7));
      process.kill(process.pid, 'SIGTERM');
      setTimeout(() => {}, 5000);`);
    expect(child.stdout).toBe('interrupted false\n');
    expect(child.status).toBe(7);
  });
});
