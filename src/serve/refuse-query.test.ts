import { describe, expect, it } from 'vitest';
import { queryRules } from '../emit/query-rules.js';
import { readFormat, refusedParam } from './refuse-query.js';

const rules = queryRules();
const fileFormats = { mo: 'format-mo.mo', po: 'index.po' };

describe('refusedParam', () => {
  it('refuses a filter or page size given with a value, and nothing else', () => {
    expect(refusedParam(rules, 'q=state%3Aempty', undefined)).toBe('q');
    expect(refusedParam(rules, 'format=api&timestamp_after=2024-01-01', undefined)).toBe('timestamp_after');
    expect(refusedParam(rules, 'page_size=5&page=2', undefined)).toBe('page_size');
    expect(refusedParam(rules, 'q=', undefined)).toBeUndefined();
    expect(refusedParam(rules, 'page=2&format=api', undefined)).toBeUndefined();
    expect(refusedParam(rules, '', undefined)).toBeUndefined();
  });

  it('accepts the JSON formats everywhere and a raw kind its own formats only', () => {
    expect(refusedParam(rules, 'format=json', undefined)).toBeUndefined();
    expect(refusedParam(rules, 'format=mo', undefined)).toBe('format');
    expect(refusedParam(rules, 'format=mo', fileFormats)).toBeUndefined();
    expect(refusedParam(rules, 'format=api', fileFormats)).toBeUndefined();
    expect(refusedParam(rules, 'format=docx', fileFormats)).toBe('format');
    expect(refusedParam(rules, 'format=toString', fileFormats)).toBe('format');
  });

  it('reads the format wlc appends to a link that holds format=api', () => {
    expect(readFormat(rules, 'format=api?format=xliff')).toBe('xliff');
    expect(readFormat(rules, 'format=api%3Fformat%3Dmo')).toBe('mo');
    expect(refusedParam(rules, 'format=api?format=mo', fileFormats)).toBeUndefined();
    expect(refusedParam(rules, 'format=api?format=docx', fileFormats)).toBe('format');
  });

  it('refuses nothing for a manifest without query rules (an older build)', () => {
    expect(refusedParam(undefined, 'q=x&format=docx', undefined)).toBeUndefined();
  });
});
