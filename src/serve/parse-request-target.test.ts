import { describe, expect, it } from 'vitest';
import { parseRequestTarget, readQueryParam } from './parse-request-target.js';

describe('parseRequestTarget', () => {
  it('splits the path and the raw query', () => {
    expect(parseRequestTarget('/api/projects/?format=api&page=2', '')).toEqual({ path: '/api/projects/', query: 'format=api&page=2' });
    expect(parseRequestTarget('/api/projects', '')).toEqual({ path: '/api/projects', query: '' });
    expect(parseRequestTarget('/', '')).toEqual({ path: '/', query: '' });
  });

  it('strips the base path and refuses what is outside it', () => {
    expect(parseRequestTarget('/l10n/api/', '/l10n')).toEqual({ path: '/api/', query: '' });
    expect(parseRequestTarget('/l10n/', '/l10n')).toEqual({ path: '/', query: '' });
    expect(parseRequestTarget('/l10n', '/l10n')).toBeUndefined();
    expect(parseRequestTarget('/l10nx/api/', '/l10n')).toBeUndefined();
    expect(parseRequestTarget('/api/', '/l10n')).toBeUndefined();
  });

  it('decodes the path once', () => {
    expect(parseRequestTarget('/api/languages/sr%40latin/', '')?.path).toBe('/api/languages/sr@latin/');
    expect(parseRequestTarget('/api/%252e/', '')).toBeUndefined();
  });

  it.each(['/api/../x/', '/api/%2e%2e/x/', '/api/./x/', '//api/', '/api//x/', '/api/a b/', '/api/%zz/', '/api/\u00e9/', '/api/a%5Cb/', '*', 'api/'])(
    'refuses %s',
    (target) => {
      expect(parseRequestTarget(target, '')).toBeUndefined();
    },
  );

  it('accepts the segment set [A-Za-z0-9_@.+-]', () => {
    expect(parseRequestTarget('/api/users/john.doe+x@y_Z-1/', '')?.path).toBe('/api/users/john.doe+x@y_Z-1/');
  });

  it('reads absolute-form targets', () => {
    expect(parseRequestTarget('http://127.0.0.1:8080/api/?page=2', '')).toEqual({ path: '/api/', query: 'page=2' });
  });
});

describe('readQueryParam', () => {
  it('reads the last value of a key, decoded, or undefined', () => {
    expect(readQueryParam('', 'page')).toBeUndefined();
    expect(readQueryParam('format=api', 'page')).toBeUndefined();
    expect(readQueryParam('page', 'page')).toBe('');
    expect(readQueryParam('page=&format=api', 'page')).toBe('');
    expect(readQueryParam('page=2&page=3', 'page')).toBe('3');
    expect(readQueryParam('format=api&page=%32', 'page')).toBe('2');
  });
});
