import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from './load-site.js';

describe('checkBaseUrl', () => {
  it.each([
    'https://l10n.example.org', 'https://example.org/l10n', 'http://127.0.0.1:8080', 'http://[::1]:8080', 'http://localhost',
    'https://a_b.example/x/y-z/v1.2~', 'https://EXAMPLE.org',
  ])('accepts %s', (url) => {
    expect(checkBaseUrl(url)).toBeNull();
  });

  it.each([
    ['http://x.example/"><script>alert(1)</script>', 'plain segments'],
    ['http://x.example/a b', 'plain segments'],
    ['http://x.example/%41', 'plain segments'],
    ['http://x.example/a/../b', '. or ..'],
    ['http://x.example/', 'slash'],
    ['http://x.example?x=1', 'query'],
    ['http://user@x.example', 'credentials'],
    ['ftp://x.example', 'http or https'],
    ['javascript:alert(1)', 'http or https'],
    ['http://-x.example', 'host'],
    ['http://ex"ample.org', 'host'],
    ['https://example.org:443', 'https://example.org'],
    ['not a url', 'absolute URL'],
  ])('refuses %s', (url, why) => {
    expect(checkBaseUrl(url)).toContain(why);
  });
});
