import { describe, expect, it } from 'vitest';
import { langTagOf } from './lang-tag.js';

describe('langTagOf', () => {
  it('turns served codes into BCP 47 tags', () => {
    expect(langTagOf('pt_BR')).toBe('pt-BR');
    expect(langTagOf('zh_Hans')).toBe('zh-Hans');
    expect(langTagOf('sr@latin')).toBe('sr-Latn');
    expect(langTagOf('de@pirate')).toBe('de');
    expect(langTagOf('xx@pirate')).toBeNull();
    expect(langTagOf('ast')).toBe('ast');
    expect(langTagOf('ar')).toBe('ar');
  });
});
