import { loadModel } from '../../build.js';
import { findingsAsJson, formatQualityReport, type QualityFinding } from '../../checks/format-quality-report.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { diagnosticsAsJson, formatGithubAnnotations } from '../../diagnostics/format-diagnostics.js';
import type { Model } from '../../model/model.js';
import { NO_PROGRESS, type Progress } from '../../build-progress.js';
import { createProgress } from '../progress/create-progress.js';
import { EXIT_BAD_CONTENT, EXIT_OK, UsageError, displayPath, displayed, reportDiagnostics } from '../report.js';
import { sourceSummary } from '../source-summary.js';

export interface CheckCommandOptions {
  content: string;
  quality: boolean;
  format: string;
  verbose?: boolean;
  /** No progress and no stage lines. */
  quiet?: boolean;
}

/**
 * Validates the content without writing anything; with --quality, reports failing checks too.
 * Text goes to stderr (diagnostics) and stdout (findings); json and github put everything on stdout.
 */
export async function checkCommand(options: CheckCommandOptions): Promise<number> {
  const format = options.format;
  if (format !== 'text' && format !== 'json' && format !== 'github') throw new UsageError('--format must be text, json or github');
  const bag = new DiagnosticBag();
  const progress = createProgress({ quiet: options.quiet ?? false });
  const model = await loadCheckModel(options.content, bag, progress)
    .finally(() => progress.close());
  let found: QualityFinding[] = [];
  if (model && options.quality) {
    try {
      found = collectQualityFindings(model, bag, progress);
    } finally {
      progress.close();
    }
  }
  const findings = found.map((f) => ({ ...f, file: displayPath(options.content, f.file) }));
  if (format === 'text') {
    reportDiagnostics(bag, options.content, { verbose: options.verbose ?? false });
    if (options.quality) process.stdout.write(formatQualityReport(findings, format));
  } else {
    process.stdout.write(machineReport(displayed(bag, options.content), findings, format));
  }
  if (!model || bag.hasErrors) return EXIT_BAD_CONTENT;
  if (format === 'text' && !options.quiet) for (const line of sourceSummary(model)) process.stderr.write(`${line}\n`);
  process.stderr.write(`${options.content}: ok, ${model.translations.length} translations\n`);
  if (!options.quality) return EXIT_OK;
  const enforced = findings.filter((f) => f.enforced).length;
  process.stderr.write(`${findings.length} failing check${findings.length === 1 ? '' : 's'}, ${enforced} enforced\n`);
  return enforced > 0 ? EXIT_BAD_CONTENT : EXIT_OK;
}

/**
 * What `check` validates: the content and the model, as a build loads them, without history (it
 * publishes nothing, so it needs no base_url either). Null when any error was found.
 */
export function loadCheckModel(content: string, bag: DiagnosticBag, progress: Progress = NO_PROGRESS): Promise<Model | null> {
  return loadModel({ content, history: false, publishing: false, baseUrlFallback: 'http://127.0.0.1', progress }, bag);
}

/** Content diagnostics, then failing checks, as one JSON array or as GitHub annotations. */
function machineReport(diagnostics: ReturnType<typeof displayed>, findings: QualityFinding[], format: 'json' | 'github'): string {
  if (format === 'github') return formatGithubAnnotations(diagnostics) + formatQualityReport(findings, 'github');
  return `${JSON.stringify([...diagnosticsAsJson(diagnostics), ...findingsAsJson(findings)], null, 2)}\n`;
}

/**
 * Every failing check of every unit that is in a file, located at its entry: stage "quality". A
 * file changed since the model read it gives the error `content-changed` in `bag`.
 */
export function collectQualityFindings(model: Model, bag: DiagnosticBag, progress: Progress = NO_PROGRESS): QualityFinding[] {
  const findings: QualityFinding[] = [];
  progress.start('quality', 'translations', model.translations.length);
  for (const { translation: t, units } of model.units.stream(bag)) {
    const enforced = new Set((t.component.settings.enforced_checks as string[] | undefined) ?? []);
    for (const u of units) {
      for (const f of u.failingChecks) {
        findings.push({
          file: t.contentPath ?? t.component.project.slug + '/' + t.component.slug,
          line: Math.max(1, u.line),
          column: 1,
          check: f.check,
          message: f.message,
          enforced: enforced.has(f.check),
        });
      }
    }
    progress.tick();
  }
  progress.end({ translations: model.translations.length, 'failing checks': findings.length });
  return findings;
}
