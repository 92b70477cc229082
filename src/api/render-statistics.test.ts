import { describe, expect, it } from 'vitest';
import { stringifyJson } from '../emit/json.js';
import { countUnit, emptyCounts, STATE_APPROVED, STATE_EMPTY, STATE_FUZZY, STATE_READONLY, STATE_TRANSLATED } from '../model/compute-stats.js';
import { NO_FAILURES, type Unit } from '../model/model-types.js';
import { renderStatistics } from './render-statistics.js';

const unit = (state: number, numWords: number, chars: number): Unit => ({
  id: 1, idHash: 1n, contentHash: 1n, position: 1, source: ['x'], target: [''], state, previousSource: '', location: '',
  context: '', note: '', flags: '', explanation: '', priority: 100, numWords, chars, timestamp: '', failingChecks: NO_FAILURES, line: 0,
});

describe('renderStatistics (Weblate 5 fields, additive)', () => {
  const counts = emptyCounts();
  for (const u of [unit(STATE_EMPTY, 1, 5), unit(STATE_FUZZY, 2, 11), unit(STATE_TRANSLATED, 3, 13), unit(STATE_APPROVED, 4, 17), unit(STATE_READONLY, 5, 19)]) countUnit(counts, u);
  const body = renderStatistics({ counts, lastChange: null, recentChanges: 0, name: 'Demo', url: 'https://example.org/projects/demo/' });

  it('counts the words and characters of fuzzy, approved and read-only strings, with percentages of the totals', () => {
    const text = stringifyJson(body);
    expect(text).toContain('"fuzzy_words":2,"fuzzy_words_percent":13.3,"fuzzy_chars":11,"fuzzy_chars_percent":16.9,');
    expect(text).toContain('"approved_words":4,"approved_words_percent":26.6,"approved_chars":17,"approved_chars_percent":26.1,');
    expect(text).toContain('"readonly_words":5,"readonly_words_percent":33.3,"readonly_chars":19,"readonly_chars_percent":29.2,');
  });

  it('keeps every 4.x field in its place; each new pair follows the percentage it details', () => {
    expect(Object.keys(body)).toEqual([
      'total', 'total_words', 'total_chars', 'last_change', 'recent_changes', 'translated', 'translated_words',
      'translated_chars', 'translated_percent', 'translated_words_percent', 'translated_chars_percent', 'fuzzy',
      'failing', 'approved', 'readonly', 'fuzzy_percent',
      'fuzzy_words', 'fuzzy_words_percent', 'fuzzy_chars', 'fuzzy_chars_percent',
      'failing_percent', 'approved_percent',
      'approved_words', 'approved_words_percent', 'approved_chars', 'approved_chars_percent',
      'readonly_percent',
      'readonly_words', 'readonly_words_percent', 'readonly_chars', 'readonly_chars_percent',
      'suggestions', 'comments', 'name', 'url',
    ]);
  });
});
