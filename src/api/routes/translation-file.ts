import fs from 'node:fs';
import { formatOf } from '../../formats/registry.js';
import type { Translation, Unit } from '../../model/model-types.js';
import type { LazyBytes } from '../lazy-bytes.js';
import { renderGeneratedFile } from '../render-generated-file.js';

/**
 * §2.6, §9.6: the file's own bytes, or a generated file (made from `units` when no `generated`
 * is given), with its Content-Disposition.
 */
export function translationFile(t: Translation, units: readonly Unit[], generated: LazyBytes | null = null): { ext: string; bytes: Buffer | string | LazyBytes; disposition: string } {
  // C§2.6: the extension of the file name; a name without one (or with a foreign one) takes the format's.
  const extensions = formatOf(t.component.format).extensions;
  const ext = extensions.find((e) => t.filename.endsWith(`.${e}`)) ?? extensions[0]!;
  const name = `${t.component.project.slug}-${t.component.slug}-${t.language.code}.${ext}`;
  const token = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name);
  return {
    ext,
    bytes: t.filePath !== null ? fs.readFileSync(t.filePath) : generated ?? renderGeneratedFile(t, units),
    disposition: `attachment; filename=${token ? name : `"${name}"`}`,
  };
}
