import { loadModel } from '../../build.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { EXIT_BAD_CONTENT, EXIT_OK, UsageError, reportDiagnostics } from '../report.js';

export interface CheckCommandOptions {
  content: string;
  quality: boolean;
  format: string;
  history: boolean;
}

/** Validates the content without writing anything. */
export async function checkCommand(options: CheckCommandOptions): Promise<number> {
  if (!['text', 'json', 'github'].includes(options.format)) throw new UsageError(`--format must be text, json or github`);
  const bag = new DiagnosticBag();
  const model = await loadModel({ content: options.content, history: false, baseUrlFallback: 'http://127.0.0.1' }, bag);
  reportDiagnostics(bag);
  if (!model) return EXIT_BAD_CONTENT;
  process.stderr.write(`${options.content}: ok, ${model.translations.length} translations\n`);
  return EXIT_OK;
}
