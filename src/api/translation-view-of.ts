import type { TranslationView } from '../downloads/translation-view.js';
import { checksumOfIdHash } from '../model/hash.js';
import type { Translation, Unit } from '../model/model-types.js';
import { webPaths, type Urls } from './urls.js';

/** Named in the PO header's X-Generator and the TMX header; no version, so output stays the same across releases. */
const GENERATOR = 'static-tms';

/**
 * The plain view a converted download is generated from (src/downloads/), from the model's
 * translation and the units its stream handed out. `revised` is the translation's last change (the
 * content's time, never the clock), or the epoch when it has none.
 */
export function translationViewOf(t: Translation, units: readonly Unit[], urls: Urls): TranslationView {
  const c = t.component;
  return {
    project: { name: c.project.name, slug: c.project.slug },
    component: { name: c.name, slug: c.slug },
    sourceLanguage: { code: c.sourceLanguage.code, name: c.sourceLanguage.name },
    targetLanguage: { code: t.language.code, name: t.language.name },
    plural: { number: t.plural.number, formula: t.plural.formula },
    fileFormat: c.format,
    webUrl: `${urls.baseUrl}${webPaths.translation(t)}`,
    generator: GENERATOR,
    revised: t.lastChange ?? '1970-01-01T00:00:00Z',
    units: units.map((u) => ({
      source: u.source,
      target: u.target,
      context: u.context,
      note: u.note,
      location: u.location,
      flags: u.flags.split(',').map((f) => f.trim()).filter((f) => f !== ''),
      state: u.state,
      checksum: checksumOfIdHash(u.idHash),
    })),
  };
}
