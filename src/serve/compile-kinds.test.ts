import { describe, expect, it } from 'vitest';
import { compileKind, compilePageFile, matchKind, renderPageFile } from './compile-kinds.js';

const fileKind = compileKind('translation-file', {
  pattern: '/api/translations/:project/:component/:language/file/',
  paginated: false,
  headers: {},
  options: '{}',
  index: ['index.po', 'index.tbx'],
});
const listKind = compileKind('project-list', { pattern: '/api/projects/', paginated: true, headers: {}, options: '{}' });
const projectKind = compileKind('project', { pattern: '/api/projects/:project/', paginated: false, headers: {}, options: '{}' });
const kinds = [fileKind, listKind, projectKind];

describe('compileKind and matchKind', () => {
  it('matches one segment per placeholder and returns the values in order', () => {
    expect(fileKind.placeholders).toEqual(['project', 'component', 'language']);
    const match = matchKind(kinds, '/api/translations/demo/core/sr@latin/file/');
    expect(match?.compiled.name).toBe('translation-file');
    expect(match?.values).toEqual(['demo', 'core', 'sr@latin']);
  });

  it('matches literals exactly', () => {
    expect(matchKind(kinds, '/api/projects/')?.compiled.name).toBe('project-list');
    expect(matchKind(kinds, '/api/projects/demo/')?.compiled.name).toBe('project');
    expect(matchKind(kinds, '/api/projects/demo/x/')).toBeUndefined();
    expect(matchKind(kinds, '/api/projects')).toBeUndefined();
    expect(matchKind(kinds, '/api/translations/demo/core/file/')).toBeUndefined();
    expect(matchKind([compileKind('dots', { pattern: '/a.b/', paginated: false, headers: {}, options: '' })], '/axb/')).toBeUndefined();
  });
});

describe('compilePageFile', () => {
  it('captures canonical page numbers only', () => {
    const regexp = compilePageFile('page-{n}.json');
    expect(regexp.exec('page-12.json')?.[1]).toBe('12');
    for (const name of ['page-02.json', 'page-0.json', 'page-x.json', 'page-2.jsonx', 'xpage-2.json', 'page-2ajson']) {
      expect(regexp.test(name), name).toBe(false);
    }
    expect(renderPageFile('page-{n}.json', '7')).toBe('page-7.json');
  });
});
