import { StaticTmsError } from '../diagnostics/static-tms-error.js';

/** A problem found while writing the output; the build reports it as a diagnostic and publishes nothing. */
export class OutputError extends StaticTmsError<'url-segment-invalid' | 'output-path-conflict' | 'published-file-missing'> {}

/** The published version that a first rebuild links from lacks one of its files. */
export function publishedFileMissing(file: string): OutputError {
  return new OutputError('published-file-missing', `${file} is missing from the published output, which this build reuses; ` +
    'nothing is published. Remove the output folder and the .versions folder beside it to build from scratch.', { at: { file } });
}
