import type { PluralCategoryName } from '../../languages/language.js';
import { isPluralCategory } from '../plural-categories.js';
import type { JsonMember, JsonValue } from './json-tree.js';
import type { PluralGroup, PluralGrouper } from './walk-json-tree.js';

/**
 * i18next v4 (translate-toolkit's I18NextV4File): a key ending in `_<CLDR category>` starts a
 * plural group of `<base>_<category>` for each category of the file's language, in form order; a
 * category the file lacks is "". A key of a category the language does not have is left out once
 * its group exists (the toolkit makes it a second unit of the same key, a duplicate).
 */
export function i18nextV4Grouper(categories: readonly PluralCategoryName[]): PluralGrouper {
  return (members) => {
    const byKey = new Map(members.map((m) => [m.key, m]));
    const grouped = new Set<string>();
    const result: (JsonMember | PluralGroup)[] = [];
    for (const member of members) {
      const cut = member.key.lastIndexOf('_');
      const suffix = cut === -1 ? '' : member.key.slice(cut + 1);
      if (!isPluralCategory(suffix)) {
        result.push(member);
        continue;
      }
      const base = member.key.slice(0, cut);
      if (grouped.has(base)) continue;
      grouped.add(base);
      result.push({ base, offset: member.offset, forms: categories.map((c) => byKey.get(`${base}_${c}`)?.value) });
    }
    return result;
  };
}

/**
 * i18next v3 (I18NextFile): `key` + `key_plural`, or `key_0`, `key_1`, … (numbered forms, up to
 * `_9`, read until the first missing one); forms are taken in that order and fitted to the
 * language's number of forms.
 */
export function i18nextV3Grouper(formCount: number): PluralGrouper {
  return (members) => {
    const byKey = new Map(members.map((m) => [m.key, m]));
    const simple = new Set(members.filter((m) => m.key.endsWith('_plural')).map((m) => m.key.slice(0, -'_plural'.length)));
    const numbered = new Set(members.filter((m) => m.key.endsWith('_0')).map((m) => m.key.slice(0, -2)));
    const processed = new Set<string>();
    const result: (JsonMember | PluralGroup)[] = [];
    for (const member of members) {
      if (processed.has(member.key)) continue;
      let base: string | null = null;
      let keys: string[] = [];
      const simpleBase = member.key.endsWith('_plural') ? member.key.slice(0, -'_plural'.length) : member.key;
      if (simple.has(simpleBase)) {
        base = simpleBase;
        simple.delete(simpleBase);
        keys = [simpleBase, `${simpleBase}_plural`];
      } else {
        const cut = member.key.lastIndexOf('_');
        const digits = cut === -1 ? '' : member.key.slice(cut + 1);
        if (cut !== -1 && /^[0-9]+$/.test(digits) && numbered.has(member.key.slice(0, cut))) {
          base = member.key.slice(0, cut);
          numbered.delete(base);
          keys = Array.from({ length: 10 }, (_, i) => `${base}_${i}`);
        }
      }
      if (base === null) {
        result.push(member);
        continue;
      }
      const forms: JsonValue[] = [];
      for (const key of keys) {
        const found = byKey.get(key);
        if (found === undefined) break;
        processed.add(key);
        forms.push(found.value);
      }
      const fitted = Array.from({ length: formCount }, (_, i) => forms[i]);
      result.push({ base, offset: member.offset, forms: fitted });
    }
    return result;
  };
}
