import { loadModel } from '../../build.js';
import { formatQualityReport, type QualityFinding } from '../../checks/format-quality-report.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { Model } from '../../model/model-types.js';
import { NO_PROGRESS, type Progress } from '../../build-progress.js';
import { createProgress } from '../progress/create-progress.js';
import { EXIT_BAD_CONTENT, EXIT_OK, UsageError, displayPath, reportDiagnostics } from '../report.js';

export interface CheckCommandOptions {
  content: string;
  quality: boolean;
  format: string;
  /** No progress and no stage lines. */
  quiet?: boolean;
}

/** Validates the content without writing anything; with --quality, reports failing checks too. */
export async function checkCommand(options: CheckCommandOptions): Promise<number> {
  const format = options.format;
  if (format !== 'text' && format !== 'json' && format !== 'github') throw new UsageError('--format must be text, json or github');
  const bag = new DiagnosticBag();
  const progress = createProgress({ quiet: options.quiet ?? false });
  const model = await loadModel({ content: options.content, history: false, publishing: false, baseUrlFallback: 'http://127.0.0.1', progress }, bag)
    .finally(() => progress.close());
  reportDiagnostics(bag, options.content);
  if (!model) return EXIT_BAD_CONTENT;
  if (!options.quality) {
    process.stderr.write(`${options.content}: ok, ${model.translations.length} translations\n`);
    return EXIT_OK;
  }
  let found: QualityFinding[];
  try {
    found = collectQualityFindings(model, progress);
  } finally {
    progress.close();
  }
  const findings = found.map((f) => ({ ...f, file: displayPath(options.content, f.file) }));
  process.stdout.write(formatQualityReport(findings, format));
  const enforced = findings.filter((f) => f.enforced).length;
  process.stderr.write(`${findings.length} failing check${findings.length === 1 ? '' : 's'}, ${enforced} enforced\n`);
  return enforced > 0 ? EXIT_BAD_CONTENT : EXIT_OK;
}

/** Every failing check of every unit that is in a file, located at its entry: stage "quality". */
export function collectQualityFindings(model: Model, progress: Progress = NO_PROGRESS): QualityFinding[] {
  const findings: QualityFinding[] = [];
  progress.start('quality', 'translations', model.translations.length);
  for (const t of model.translations) {
    if (t.isSource) model.loadUnits(t.component);
    const enforced = new Set((t.component.settings.enforced_checks as string[] | undefined) ?? []);
    for (const u of t.units) {
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
    t.units = [];
    progress.tick();
  }
  progress.end({ translations: model.translations.length, 'failing checks': findings.length });
  return findings;
}
