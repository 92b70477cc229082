import { describe, expect, it } from 'vitest';
import { requireShared } from '../helpers/content-tree.js';
import { startCliServer } from '../helpers/run-cli.js';
import { runCrawler } from '../helpers/run-crawler.js';

const enabled = requireShared();

describe.skipIf(!enabled)('the demo served by `static-tms preview`', () => {
  it('passes the shared conformance crawler with no failure', async () => {
    const server = await startCliServer(['preview', '--content', 'content']);
    try {
      const crawl = await runCrawler(server.root);
      expect(crawl.last, crawl.output.slice(-4000)).toMatch(/^\d+ passed, 0 failed$/);
      expect(crawl.status).toBe(0);
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
      expect(crawl.last, crawl.output.slice(-4000)).toMatch(/^\d+ passed, 0 failed$/);
      expect(crawl.output).toMatch(/\bweb [1-9]\d*/);
      expect(crawl.status).toBe(0);
    } finally {
      server.stop();
    }
  });
});
