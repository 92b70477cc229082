import type { Model } from '../model/model.js';

/**
 * One line per component: how many source strings it has and where they come from, so that a
 * translation's `total` can be explained (content-format.md §2).
 */
export function sourceSummary(model: Model): string[] {
  return model.projects.flatMap((p) =>
    p.components
      .filter((c) => !c.isGlossary || c.sourceStrings.length > 0)
      .map((c) => {
        const n = c.sourceStrings.length;
        const origin = 'template' in c.sourceOrigin
          ? `from the template ${c.sourceOrigin.template}`
          : `the union of ${c.sourceOrigin.files} file${c.sourceOrigin.files === 1 ? '' : 's'}`;
        return `${p.slug}/${c.slug}: ${n} source string${n === 1 ? '' : 's'}, ${origin}, ${c.translations.length} translation${c.translations.length === 1 ? '' : 's'}`;
      }),
  );
}
