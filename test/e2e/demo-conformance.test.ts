import { describe, expect, it } from 'vitest';
import { requireShared } from '../helpers/content-tree.js';
import { startCliServer } from '../helpers/run-cli.js';
import { judgeCrawl, runCrawler } from '../helpers/run-crawler.js';

const enabled = requireShared();

describe.skipIf(!enabled)('the demo served by `static-tms preview`', () => {
  it('passes the shared conformance crawler: no failure but the rules issues 19 and 20 replace', async () => {
    const server = await startCliServer(['preview', '--content', 'content']);
    try {
      const verdict = await judgeCrawl(await runCrawler(server.root));
      console.log(`conformance on the demo: ${verdict.last}`, verdict.replaced);
      expect(verdict.unaccounted).toEqual([]);
    } finally {
      server.stop();
    }
  });
});

describe.skipIf(!enabled)('the demo and its web site served by `static-tms preview`', () => {
  it('passes the crawler with --web: every web page the API links to answers 200', async () => {
    const server = await startCliServer(['preview', '--content', 'content']);
    try {
      const crawl = await runCrawler(server.root, ['--web']);
      const verdict = await judgeCrawl(crawl);
      console.log(`conformance with --web on the demo: ${verdict.last}`, verdict.replaced);
      expect(verdict.unaccounted).toEqual([]);
      expect(crawl.output).toMatch(/\bweb [1-9]\d*/);
    } finally {
      server.stop();
    }
  });
});
