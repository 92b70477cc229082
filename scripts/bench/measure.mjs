/** Runs one build as a child process and measures it: wall seconds, peak RSS, output files and bytes, the cp -r floor. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/**
 * Spawns `node [nodeArgs] bin/static-tms.js build args…`; peak RSS (%M, KiB) and CPU seconds (user + system) come from GNU time,
 * without GNU time (Debian package `time`) they are not measured.
 */
export function runBuildProcess(mainDir, args, { nodeArgs = [], cwd = mainDir } = {}) {
  const command = [process.execPath, ...nodeArgs, path.join(mainDir, 'bin/static-tms.js'), 'build', ...args];
  const timeFile = path.join(fs.mkdtempSync(path.join(path.dirname(args[args.indexOf('--out') + 1]), '.time-')), 'time.txt');
  const started = process.hrtime.bigint();
  const result = TIME
    ? spawnSync(TIME, ['-f', '%e %M %U %S', '-o', timeFile, ...command], { cwd, encoding: 'utf8', maxBuffer: 1 << 28 })
    : spawnSync(command[0], command.slice(1), { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    throw new Error(`build failed (exit ${result.status}):\n${result.stderr.split('\n').slice(-30).join('\n')}`);
  }
  let peakRssMb = null;
  let cpuSeconds = null;
  if (TIME) {
    const [, kib, user, system] = fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ');
    peakRssMb = Number(kib) / 1024;
    cpuSeconds = Number(user) + Number(system);
  }
  fs.rmSync(path.dirname(timeFile), { recursive: true, force: true });
  const summary = result.stderr.split('\n').filter((l) => l.startsWith('built ')).pop() ?? '';
  const warnings = result.stderr.split('\n').filter((l) => / warning /.test(l)).length;
  // "built R routes, F files (W written), …": files actually written by a recycling rebuild.
  const written = /\((\d+) written/.exec(summary);
  // "(W written, C compressed)" with --precompress: siblings made by a compressor.
  const compressed = /, (\d+) compressed\)/.exec(summary);
  // ", L linked": files hard-linked to the published version's (a first rebuild seeds a fresh folder so).
  const linked = /, (\d+) linked/.exec(summary);
  // "built R routes, F files (…), B MB into …": the published tree, as the build counted it. Walking
  // the tree instead took 10 minutes at L on a disk, for each build.
  const tree = /, (\d+) files \(.*\), ([\d.]+) MB into /.exec(summary);
  return {
    seconds, peakRssMb, cpuSeconds, summary, warnings, stderr: result.stderr,
    files: tree ? Number(tree[1]) : null, megabytes: tree ? Number(tree[2]) : null,
    written: written ? Number(written[1]) : null, linked: linked ? Number(linked[1]) : 0, compressed: compressed ? Number(compressed[1]) : null,
  };
}

/** Seconds of `cp -r` of the output tree to a sibling folder on the same disk; the copy is removed again. */
export function measureFloor(root) {
  const real = fs.realpathSync(root);
  const target = `${real}.floor-copy`;
  fs.rmSync(target, { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const result = spawnSync('cp', ['-r', real, target]);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`cp -r failed: ${result.stderr}`);
  fs.rmSync(target, { recursive: true, force: true });
  return seconds;
}
