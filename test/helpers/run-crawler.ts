import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHARED } from './content-tree.js';
import { ApiReader, REPLACED_RULES, type CrawlFailure } from './replaced-crawler-rules.js';

interface CheckReport { passed: number; failed: number; failures: CrawlFailure[] }

export interface CrawlResult {
  status: number | null;
  output: string;
  /** The crawler's last line, `N passed, M failed`. */
  last: string;
  /** Per check id: counts and the failures the crawler kept (up to 20 each); empty when it wrote no report. */
  checks: Record<string, CheckReport>;
}

/** Runs the shared black-box checker (../shared/conformance/crawl.mjs) against a served API root. */
export function runCrawler(root: string, extra: string[] = []): Promise<CrawlResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'stms-crawl-'));
  const json = path.join(dir, 'crawl.json');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(SHARED, 'conformance/crawl.mjs'), root, '--json', json, ...extra]);
    let output = '';
    child.stdout.on('data', (c: Buffer) => { output += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { output += c.toString(); });
    child.on('exit', (status) => {
      let checks: Record<string, CheckReport> = {};
      try {
        checks = (JSON.parse(readFileSync(json, 'utf8')) as { checks: Record<string, CheckReport> }).checks;
      } catch { /* no report: the output says why */ }
      rmSync(dir, { recursive: true, force: true });
      resolve({ status, output, last: output.trim().split('\n').pop() ?? '', checks });
    });
  });
}

export interface CrawlVerdict {
  /** The crawler's own summary line. */
  last: string;
  /** Failures under rules that issues 19 and 20 replace, each re-verified: `check: count (issue N)`. */
  replaced: string[];
  /** Everything else: any entry here is a real conformance failure. */
  unaccounted: string[];
}

/**
 * Judges a crawl: every failure must be one of the crawler's rules that an issue replaces (see
 * replaced-crawler-rules.ts), re-verified against the served API; anything else is a failure.
 * Call it while the server still runs.
 */
export async function judgeCrawl(crawl: CrawlResult): Promise<CrawlVerdict> {
  const verdict: CrawlVerdict = { last: crawl.last, replaced: [], unaccounted: [] };
  if (!/^\d+ passed, \d+ failed$/.test(crawl.last) || Object.keys(crawl.checks).length === 0) {
    verdict.unaccounted.push(`the crawler did not finish: ${crawl.output.slice(-2000)}`);
    return verdict;
  }
  const api = new ApiReader();
  for (const [id, report] of Object.entries(crawl.checks)) {
    if (report.failed === 0) continue;
    const rule = REPLACED_RULES.find((r) => r.check === id);
    if (!rule) {
      verdict.unaccounted.push(...report.failures.map((f) => `${id} ${f.url}: ${f.message}`));
      if (report.failed > report.failures.length) verdict.unaccounted.push(`${id}: … and ${report.failed - report.failures.length} more`);
      continue;
    }
    for (const failure of report.failures) {
      const wrong = await rule.verify(failure, api).catch((e: Error) => e.message);
      if (wrong) verdict.unaccounted.push(`${id} ${failure.url}: ${failure.message} — not issue ${rule.issue}'s rule: ${wrong}`);
    }
    verdict.replaced.push(`${id}: ${report.failed} (issue ${rule.issue}: ${rule.why})`);
  }
  return verdict;
}
