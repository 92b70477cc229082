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
