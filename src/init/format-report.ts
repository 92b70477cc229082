import type { Discovery } from './discover-translations.js';
import type { ConfigProposal } from './propose-config.js';

/** How many language codes a report line lists before it says how many more there are. */
const LISTED_CODES = 8;

/**
 * The lines `static-tms init` prints about a proposal: one per component (slug, filemask, file
 * count, languages, template), then the files it skipped or ignored and why.
 */
export function formatProposalReport(proposal: ConfigProposal, discovery: Discovery): string[] {
  const slugWidth = Math.max(...proposal.components.map((c) => c.slug.length));
  const maskWidth = Math.max(...proposal.components.map((c) => c.filemask.length));
  const lines = proposal.components.map((c) => {
    const count = `${c.fileSet.files.length} file${c.fileSet.files.length === 1 ? '' : 's'}`;
    const template = c.newBase === null ? 'no template' : `template ${c.newBase}`;
    return `  ${c.slug.padEnd(slugWidth)}  ${c.filemask.padEnd(maskWidth)}  ${count.padStart(9)}  ${listCodes(c.fileSet.files.map((f) => f.code))}  ${template}`;
  });
  const conflicts = proposal.components.flatMap((c) => c.fileSet.conflicts.map((x) =>
    `warning: ${x.path} and ${x.other} are both language ${x.servedCode}: keep one, or the build rejects them`));
  return [...lines, ...conflicts, ...formatLeftOut(discovery)];
}

/** The files discovery did not propose, and why; also printed when nothing was found. */
export function formatLeftOut(discovery: Discovery): string[] {
  const lines: string[] = [];
  for (const s of discovery.skipped) {
    lines.push(`skipped ${s.filemask} (${s.paths.length} file${s.paths.length === 1 ? '' : 's'}): the language code appears twice in the path, and a static-tms filemask has one *`);
  }
  if (discovery.ignored.length > 0) {
    const shown = discovery.ignored.slice(0, 5).join(', ') + (discovery.ignored.length > 5 ? `, … (${discovery.ignored.length} in all)` : '');
    lines.push(`ignored ${discovery.ignored.length} file${discovery.ignored.length === 1 ? '' : 's'} with no language code in the path: ${shown}`);
  }
  return lines;
}

function listCodes(codes: string[]): string {
  const sorted = [...codes].sort();
  const more = sorted.length - LISTED_CODES;
  return sorted.slice(0, LISTED_CODES).join(', ') + (more > 0 ? `, … (+${more})` : '');
}
