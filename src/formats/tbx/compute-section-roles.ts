/** One language section of a TBX entry (`langSet` in TBX 2, `langSec` in TBX 3). */
export interface TbxSection {
  /** The section's own `xml:lang` attribute, or null when it has none. */
  lang: string | null;
  /** Text of the section's first `term`, or null when it has no `term` element. */
  firstTerm: string | null;
}

export interface SectionRoles {
  source: TbxSection | undefined;
  target: TbxSection | undefined;
}

/**
 * Picks the source- and target-language sections of one entry (compatibility.md §10.5).
 *
 * - A section with `xml:lang` is matched by comparing canonical codes (`canonicalOf`).
 *   The source section is the first exact match of the source language; failing that, the first
 *   section of the same base language (e.g. `en-US` when the source language is `en`) that is not
 *   the target section. The target section needs an exact match: a `pt` section is never the
 *   target of a `pt_BR` file, as that would publish another language's term as a translation.
 * - A section without `xml:lang` takes its role by position: the first section is the source
 *   section and the second the target section, when that role was not matched by language.
 */
export function computeSectionRoles(
  sections: readonly TbxSection[],
  sourceLanguage: string,
  targetLanguage: string,
  canonicalOf: (code: string) => string | null,
): SectionRoles {
  let source: TbxSection | undefined;
  let target: TbxSection | undefined;
  for (const section of sections) {
    if (section.lang === null) continue;
    const code = canonicalOf(section.lang);
    if (code === null) continue;
    if (source === undefined && code === sourceLanguage) source = section;
    if (target === undefined && code === targetLanguage) target = section;
  }
  if (source === undefined) {
    const base = baseLanguage(sourceLanguage);
    source = sections.find((section) => {
      if (section.lang === null || section === target) return false;
      const code = canonicalOf(section.lang);
      return code !== null && baseLanguage(code) === base;
    });
  }
  const first = sections[0];
  const second = sections[1];
  if (source === undefined && first !== undefined && first.lang === null && first !== target) source = first;
  if (target === undefined && second !== undefined && second.lang === null && second !== source) target = second;
  return { source, target };
}

/** The language subtag of a canonical code: `pt_BR` → `pt`, `ca@valencia` → `ca`. */
function baseLanguage(code: string): string {
  const end = code.search(/[_@]/);
  return end === -1 ? code : code.slice(0, end);
}
