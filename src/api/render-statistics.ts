import type { JsonValue } from '../emit/json.js';
import { computePercent } from '../model/compute-stats.js';
import type { UnitCounts } from '../model/model-types.js';

export interface StatisticsScope {
  counts: UnitCounts;
  lastChange: string | null;
  recentChanges: number;
  name: string;
  url: string;
  /** Translation-statistics layout: `code` before `name`, `translate_url` after `url` (§7.1). */
  code?: string;
  translateUrl?: string;
  /**
   * Translation statistics only: Weblate sends it and wlc 1.13 needs it (`wlc stats` reloads a
   * statistics object that lacks it from its web-page `url`, which a static API cannot answer).
   */
  lastAuthor?: string | null;
}

/** The Statistics table of the contract with the percentages of §11.2. */
export function renderStatistics(s: StatisticsScope): Record<string, JsonValue> {
  const c = s.counts;
  const out: Record<string, JsonValue> = {
    total: c.total,
    total_words: c.totalWords,
    total_chars: c.totalChars,
    last_change: s.lastChange,
    recent_changes: s.recentChanges,
    translated: c.translated,
    translated_words: c.translatedWords,
    translated_chars: c.translatedChars,
    translated_percent: computePercent(c.translated, c.total, true),
    translated_words_percent: computePercent(c.translatedWords, c.totalWords, true),
    translated_chars_percent: computePercent(c.translatedChars, c.totalChars, true),
    fuzzy: c.fuzzy,
    failing: c.failing,
    approved: c.approved,
    readonly: c.readonly,
    fuzzy_percent: computePercent(c.fuzzy, c.total),
    // Weblate 5 (additive): each *_words and *_chars pair after the percentage it details.
    fuzzy_words: c.fuzzyWords,
    fuzzy_words_percent: computePercent(c.fuzzyWords, c.totalWords),
    fuzzy_chars: c.fuzzyChars,
    fuzzy_chars_percent: computePercent(c.fuzzyChars, c.totalChars),
    failing_percent: computePercent(c.failing, c.total),
    approved_percent: computePercent(c.approved, c.total),
    approved_words: c.approvedWords,
    approved_words_percent: computePercent(c.approvedWords, c.totalWords),
    approved_chars: c.approvedChars,
    approved_chars_percent: computePercent(c.approvedChars, c.totalChars),
    readonly_percent: computePercent(c.readonly, c.total),
    readonly_words: c.readonlyWords,
    readonly_words_percent: computePercent(c.readonlyWords, c.totalWords),
    readonly_chars: c.readonlyChars,
    readonly_chars_percent: computePercent(c.readonlyChars, c.totalChars),
    suggestions: 0,
    comments: 0,
  };
  if (s.code !== undefined) out.code = s.code;
  out.name = s.name;
  out.url = s.url;
  if (s.translateUrl !== undefined) out.translate_url = s.translateUrl;
  if (s.lastAuthor !== undefined) out.last_author = s.lastAuthor;
  return out;
}
