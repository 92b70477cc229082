import { describe, expect, it } from 'vitest';
import { checkUrlSegments } from './output-paths.js';

describe('checkUrlSegments', () => {
  it('passes plain URLs and URLs whose segments hold dots', () => {
    for (const url of ['/', '/api/', '/api/units/123/', '/api/users/jane.doe+x@example/', '/api/languages/sr_Latn/', '/api/translations/p/c/pt-BR/']) {
      expect(checkUrlSegments(url), url).toBeNull();
    }
  });

  it('refuses empty, hidden and reserved segments, and characters no host serves alike', () => {
    for (const url of ['/api//', '/api/.git/', '/api/x/index.json/', '/api/x/page-2.json/', '/api/a b/', '/api/ü/', '/api/a%20/', '/api/a:b/']) {
      expect(checkUrlSegments(url), url).toMatch(/cannot be a URL segment/);
    }
  });
});
