import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runBuild } from '../build.js';
import { buildOptionsOf } from '../cli/commands/build.js';
import { loadCheckModel } from '../cli/commands/check.js';
import { DiagnosticBag, formatDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';

/** What one command made of a mutant. */
export interface StageResult {
  status: 'accepted' | 'rejected' | 'crash';
  /** The errors as `file:line:column: code`, sorted: what must agree between check and build. */
  errors: string[];
  warnings: number;
  /** The thrown error's stack, for a crash. */
  crash?: string;
  ms: number;
  diagnostics: Diagnostic[];
}

export interface MutantRun {
  check: StageResult;
  build: StageResult | null;
  /** The --base-url the build was given: none, unless the content names no base URL. */
  baseUrl?: string;
  /** Every broken promise found, in words: an unpositioned error, a disagreement, damaged output. */
  problems: { kind: 'unpositioned' | 'disagreement' | 'damaged'; detail: string }[];
}

/** A base URL the build uses when the content names none, as `check` does (it publishes nothing). */
const FALLBACK_BASE_URL = 'http://127.0.0.1';

/** `check` as the CLI runs it (loadCheckModel), in this process. */
export async function runCheck(content: string): Promise<StageResult> {
  const started = performance.now();
  const bag = new DiagnosticBag();
  try {
    const model = await loadCheckModel(content, bag);
    return stageResult(model !== null && !bag.hasErrors ? 'accepted' : 'rejected', bag.items, started);
  } catch (error) {
    return { ...stageResult('crash', bag.items, started), crash: describeCrash(error) };
  }
}

/**
 * `build` as the CLI runs it (buildOptionsOf with the CLI's defaults, then runBuild), in this
 * process, into `out`. An output error (a URL the writer refused) counts as an error at the
 * content folder, as the CLI reports it.
 */
export async function runBuildStage(content: string, out: string, baseUrl?: string): Promise<StageResult> {
  const started = performance.now();
  const bag = new DiagnosticBag();
  try {
    const options = buildOptionsOf({
      content, out, host: [], links: 'query', precompress: false, precompressLevel: '11', history: true,
      ...(baseUrl !== undefined ? { baseUrl } : {}),
    });
    const outcome = await runBuild(options, bag);
    return stageResult(outcome.ok ? 'accepted' : 'rejected', bag.items, started);
  } catch (error) {
    return { ...stageResult('crash', bag.items, started), crash: describeCrash(error) };
  }
}

function stageResult(status: StageResult['status'], items: Diagnostic[], started: number): StageResult {
  const errors = items.filter((d) => d.severity === 'error');
  return {
    status,
    errors: errors.map((d) => `${d.file}:${d.line}:${d.column}: ${d.code}`).sort(),
    warnings: items.length - errors.length,
    ms: performance.now() - started,
    diagnostics: items,
  };
}

function describeCrash(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * Runs `check` on a mutant written at `content` and, when `out` is given, `build` into `out`
 * (which holds a previous good output), and says which promises it broke:
 * - every error names a place in the content (a file inside it, line and column from 1) and
 *   prints as one line;
 * - check and build agree: both accept, or both refuse with the same errors at the same places;
 * - a refused build leaves the previous output as it was and no partial file beside it; an
 *   accepted one writes an output whose manifest and files agree.
 */
export async function runMutant(content: string, out: string | null, before = out === null ? '' : digestOutput(out)): Promise<MutantRun> {
  const problems: MutantRun['problems'] = [];
  const check = await runCheck(content);
  reportUnpositioned(check, problems);
  if (out === null || check.status === 'crash') return { check, build: null, problems };

  let build = await runBuildStage(content, out);
  let baseUrl: string | undefined;
  // Content without a base_url: check needs none, build is given one, as a user would.
  if (build.errors.length === 1 && build.errors[0]!.endsWith(': base-url-missing')) {
    baseUrl = FALLBACK_BASE_URL;
    build = await runBuildStage(content, out, baseUrl);
  }
  if (build.status === 'crash') return { check, build, problems, ...(baseUrl ? { baseUrl } : {}) };
  reportUnpositioned(build, problems);
  // check needs no base_url (it publishes nothing), so a build's base-url-missing has no counterpart.
  const buildErrors = build.errors.filter((e) => !e.endsWith(': base-url-missing'));
  if (check.status !== build.status || check.errors.join('\n') !== buildErrors.join('\n')) {
    problems.push({ kind: 'disagreement', detail: `check ${check.status} [${check.errors.join(', ')}], build ${build.status} [${build.errors.join(', ')}]` });
  }
  if (build.status === 'rejected') {
    const after = digestOutput(out);
    if (after !== before) problems.push({ kind: 'damaged', detail: 'a refused build changed the previous output' });
  } else {
    const damage = checkOutput(out);
    if (damage) problems.push({ kind: 'damaged', detail: damage });
  }
  const leftovers = partialFiles(out);
  if (leftovers.length > 0) problems.push({ kind: 'damaged', detail: `partial files left: ${leftovers.join(', ')}` });
  return { check, build, problems, ...(baseUrl ? { baseUrl } : {}) };
}

function reportUnpositioned(stage: StageResult, problems: MutantRun['problems']): void {
  for (const d of stage.diagnostics) {
    if (d.severity !== 'error') continue;
    const problem = positionProblem(d);
    if (problem) problems.push({ kind: 'unpositioned', detail: `${JSON.stringify(formatDiagnostic(d))}: ${problem}` });
  }
}

/** Why a diagnostic does not point into the content, or null when it does. */
export function positionProblem(d: Diagnostic): string | null {
  if (!Number.isInteger(d.line) || d.line < 1 || !Number.isInteger(d.column) || d.column < 1) return `line ${d.line}, column ${d.column}`;
  if (d.file === '' || path.isAbsolute(d.file) || path.posix.normalize(d.file).startsWith('..')) return `file ${JSON.stringify(d.file)} is not in the content`;
  // eslint-disable-next-line no-control-regex -- a raw control character is what is looked for
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(formatDiagnostic(d))) return 'it prints control characters';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(d.code)) return `code ${JSON.stringify(d.code)} is not a kebab-case id`;
  return null;
}

/** sha256 of every file of the published output (through the `out` link), or "" when there is none. */
export function digestOutput(out: string): string {
  if (!fs.existsSync(out)) return '';
  const hash = createHash('sha256');
  const root = fs.realpathSync(out);
  const files = fs.readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
  for (const rel of files) hash.update(rel).update('\0').update(fs.readFileSync(path.join(root, rel))).update('\0');
  return `${path.basename(root)}:${hash.digest('hex')}`;
}

/** Problems of a finished output: the manifest's routes and their files must agree, and every JSON file parse. */
function checkOutput(out: string): string | null {
  const manifestPath = path.join(out, 'headers-manifest.json');
  if (!fs.existsSync(manifestPath)) return 'the output has no headers-manifest.json';
  let manifest: { routes?: { url: string; file: string; page_files?: unknown[] }[] };
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as typeof manifest;
  } catch (error) {
    return `headers-manifest.json does not parse: ${String(error)}`;
  }
  for (const route of manifest.routes ?? []) {
    if (!fs.existsSync(path.join(out, route.file))) return `the manifest names ${route.file}, which is missing`;
  }
  const root = fs.realpathSync(out);
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      return `${path.relative(root, file)} is not JSON`;
    }
  }
  return null;
}

/** Partial files beside the output: inventories being written, manifest buckets, links being swapped. */
export function partialFiles(out: string): string[] {
  const parent = path.dirname(path.resolve(out));
  const versions = path.join(parent, `.${path.basename(out)}.versions`);
  const found: string[] = [];
  for (const name of fs.existsSync(versions) ? fs.readdirSync(versions) : []) {
    if (name.endsWith('.partial') || name.endsWith('.lines')) found.push(name);
  }
  for (const name of fs.existsSync(parent) ? fs.readdirSync(parent) : []) if (name.includes('.link-')) found.push(name);
  return found;
}
