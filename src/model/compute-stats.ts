import { Percent } from '../emit/json.js';
import type { Unit, UnitCounts } from './model-types.js';

export const STATE_EMPTY = 0;
export const STATE_FUZZY = 10;
export const STATE_TRANSLATED = 20;
export const STATE_APPROVED = 30;
export const STATE_READONLY = 100;

export function emptyCounts(): UnitCounts {
  return {
    total: 0, totalWords: 0, totalChars: 0,
    translated: 0, translatedWords: 0, translatedChars: 0,
    fuzzy: 0, fuzzyWords: 0, failing: 0, failingWords: 0, approved: 0, readonly: 0,
    fuzzyChars: 0, approvedWords: 0, approvedChars: 0, readonlyWords: 0, readonlyChars: 0,
  };
}

export function countUnit(counts: UnitCounts, unit: Unit): void {
  counts.total++;
  counts.totalWords += unit.numWords;
  counts.totalChars += unit.chars;
  if (unit.state >= STATE_TRANSLATED) {
    counts.translated++;
    counts.translatedWords += unit.numWords;
    counts.translatedChars += unit.chars;
  }
  if (unit.state === STATE_FUZZY) {
    counts.fuzzy++;
    counts.fuzzyWords += unit.numWords;
    counts.fuzzyChars += unit.chars;
  }
  if (unit.failingChecks.length > 0) {
    counts.failing++;
    counts.failingWords += unit.numWords;
  }
  if (unit.state === STATE_APPROVED) {
    counts.approved++;
    counts.approvedWords += unit.numWords;
    counts.approvedChars += unit.chars;
  }
  if (unit.state === STATE_READONLY) {
    counts.readonly++;
    counts.readonlyWords += unit.numWords;
    counts.readonlyChars += unit.chars;
  }
}

export function addCounts(into: UnitCounts, from: UnitCounts): void {
  for (const key of Object.keys(into) as (keyof UnitCounts)[]) into[key] += from[key];
}

/**
 * compatibility.md §11.2: floor to one decimal with integer arithmetic, never showing 0.0 for a
 * non-zero value nor 100.0 for an incomplete one. `emptyIsFull` gives 100.0 for base 0.
 */
export function computePercent(value: number, base: number, emptyIsFull = false): Percent {
  if (base === 0) return new Percent(emptyIsFull ? 1000 : 0);
  let tenths = Math.floor((1000 * value) / base);
  if (tenths === 0 && value > 0) tenths = 1;
  if (tenths === 1000 && value < base) tenths = 999;
  return new Percent(tenths);
}
