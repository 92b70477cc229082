import type { JsonValue } from '../emit/json.js';
import type { Change, Translation, Unit } from '../model/model-types.js';
import { STATE_APPROVED, STATE_FUZZY, STATE_TRANSLATED } from '../model/compute-stats.js';
import { fingerprintOf } from './lazy-item.js';
import { paths, webPaths, type Urls } from './urls.js';

/** The Unit table; `sourceUnit` is the unit of the same string in the source translation. */
export function renderUnit(u: Unit, t: Translation, sourceUnit: Unit, urls: Urls): Record<string, JsonValue> {
  return {
    translation: urls.absolute(paths.translation(t)),
    source: u.source,
    previous_source: u.previousSource,
    target: u.target,
    id_hash: u.idHash,
    content_hash: u.idHash,
    location: u.location,
    context: u.context,
    note: u.note,
    flags: u.flags,
    labels: [],
    state: u.state,
    fuzzy: u.state === STATE_FUZZY,
    translated: u.state >= STATE_TRANSLATED,
    approved: u.state === STATE_APPROVED,
    position: u.position,
    has_suggestion: false,
    has_comment: false,
    has_failing_check: u.failingChecks.length > 0,
    num_words: u.numWords,
    source_unit: urls.absolute(paths.unit(sourceUnit)),
    priority: u.priority,
    id: u.id,
    web_url: urls.absolute(webPaths.translate(t), webPaths.unitQuery(u)),
    url: urls.absolute(paths.unit(u)),
    explanation: u.explanation,
    extra_flags: '',
    pending: false,
    timestamp: u.timestamp,
  };
}

/**
 * Fingerprints of everything `renderUnit` reads, except the URL options (the build's salt holds
 * them), for the units of one translation: two units with the same fingerprint render the same
 * bytes. What comes from the translation is serialized once. Keep it in step with renderUnit.
 */
export function unitFingerprinter(t: Translation): (u: Unit, sourceUnit: Unit) => string {
  const ofTranslation = JSON.stringify([paths.translation(t), webPaths.translate(t)]);
  return (u, sourceUnit) => fingerprintOf(ofTranslation + JSON.stringify([
    u.source, u.previousSource, u.target, u.idHash.toString(), u.location, u.context, u.note, u.flags, u.state,
    u.position, u.failingChecks.length > 0, u.numWords, sourceUnit.id, u.priority, u.id, u.explanation, u.timestamp,
  ]));
}

export const ACTION_NAMES: Record<number, string> = {
  0: 'Resource update',
  2: 'Translation changed',
  5: 'New translation',
  30: 'Source string changed',
  31: 'New string added',
  44: 'New string to translate',
  59: 'String updated in the repository',
};

/** The Change table (§12.2). */
export function renderChange(c: Change, urls: Urls): Record<string, JsonValue> {
  const user = c.user === null ? null : urls.absolute(paths.user(c.user));
  return {
    unit: c.unitId === null ? null : urls.absolute(paths.unitOfId(c.unitId)),
    component: urls.absolute(paths.component(c.translation.component)),
    translation: urls.absolute(paths.translation(c.translation)),
    user,
    author: user,
    timestamp: c.timestamp,
    action: c.action,
    target: c.target,
    id: c.id,
    action_name: ACTION_NAMES[c.action] ?? '',
    url: urls.absolute(paths.change(c)),
  };
}

/**
 * Fingerprints of everything `renderChange` reads, except the URL options; what comes from a
 * change's translation is serialized once per translation. Keep it in step with renderChange.
 */
export function changeFingerprinter(): (c: Change) => string {
  const ofTranslations = new Map<Translation, string>();
  return (c) => {
    let ofTranslation = ofTranslations.get(c.translation);
    if (ofTranslation === undefined) {
      ofTranslation = JSON.stringify([paths.component(c.translation.component), paths.translation(c.translation)]);
      ofTranslations.set(c.translation, ofTranslation);
    }
    return fingerprintOf(ofTranslation + JSON.stringify([c.unitId, c.user, c.timestamp, c.action, c.target, c.id]));
  };
}
