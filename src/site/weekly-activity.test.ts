import { describe, expect, it } from 'vitest';
import { mondayOf, weekOf } from './weekly-activity.js';

describe('weeks of the activity charts', () => {
  it('start on Monday, in UTC', () => {
    expect(mondayOf(weekOf('2026-11-22T04:02:36.000000Z'))).toBe('2026-11-16');
    expect(mondayOf(weekOf('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(weekOf('2026-11-22T23:59:59Z')).toBe(weekOf('2026-11-16T00:00:00Z'));
    expect(mondayOf(weekOf('1970-01-01T00:00:00Z'))).toBe('1969-12-29');
  });
});
