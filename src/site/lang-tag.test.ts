import { describe, expect, it } from 'vitest';
import { langTagOf } from './lang-tag.js';

describe('langTagOf', () => {
  it('turns served codes into BCP 47 tags', () => {
    expect(langTagOf('pt_BR')).toBe('pt-BR');
    expect(langTagOf('zh_Hans')).toBe('zh-Hans');
    expect(langTagOf('sr@latin')).toBe('sr-Latn');
    expect(langTagOf('xx@pirate')).toBe('xx');
    expect(langTagOf('ar')).toBe('ar');
  });
});
