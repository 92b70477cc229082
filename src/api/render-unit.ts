import type { JsonValue } from '../emit/json.js';
import type { Change, Translation, Unit } from '../model/model-types.js';
import { STATE_APPROVED, STATE_FUZZY, STATE_TRANSLATED } from '../model/compute-stats.js';
import { paths, webPaths, type Urls } from './urls.js';

/**
 * Everything a unit's JSON shows but the URL options (the build's salt holds them), as plain data:
 * its digest is the unit's fingerprint (LazyItem.ofView). Paths are relative to the base path.
 */
export type UnitView = {
  translation: string;
  languageCode: string;
  translate: string;
  source: readonly string[];
  previousSource: string;
  target: readonly string[];
  idHash: bigint;
  contentHash: bigint;
  location: string;
  context: string;
  note: string;
  flags: string;
  state: number;
  position: number;
  failing: boolean;
  numWords: number;
  sourceUnit: number;
  priority: number;
  id: number;
  explanation: string;
  timestamp: string;
  lastUpdated: string;
};

/**
 * The views of one translation's units; `sourceUnit` is the unit of the same string in the source
 * translation, `lastUpdated` the time of the unit's last change (its creation when none is known).
 */
export function unitViewsOf(t: Translation): (u: Unit, sourceUnit: Unit, lastUpdated?: string) => UnitView {
  const translation = paths.translation(t);
  const translate = webPaths.translate(t);
  const languageCode = t.language.code;
  return (u, sourceUnit, lastUpdated = u.timestamp) => ({
    translation,
    languageCode,
    translate,
    source: u.source,
    previousSource: u.previousSource,
    target: u.target,
    idHash: u.idHash,
    contentHash: u.contentHash,
    location: u.location,
    context: u.context,
    note: u.note,
    flags: u.flags,
    state: u.state,
    position: u.position,
    failing: u.failingChecks.length > 0,
    numWords: u.numWords,
    sourceUnit: sourceUnit.id,
    priority: u.priority,
    id: u.id,
    explanation: u.explanation,
    timestamp: u.timestamp,
    lastUpdated: lastUpdated > u.timestamp ? lastUpdated : u.timestamp,
  });
}

/** The Unit table, from its view alone. */
export function renderUnit(v: UnitView, urls: Urls): Record<string, JsonValue> {
  return {
    translation: urls.absolute(v.translation),
    // Weblate 5 (additive): the served code of the unit's language.
    language_code: v.languageCode,
    source: v.source,
    previous_source: v.previousSource,
    target: v.target,
    id_hash: v.idHash,
    content_hash: v.contentHash,
    location: v.location,
    context: v.context,
    note: v.note,
    flags: v.flags,
    labels: [],
    state: v.state,
    fuzzy: v.state === STATE_FUZZY,
    translated: v.state >= STATE_TRANSLATED,
    approved: v.state === STATE_APPROVED,
    position: v.position,
    has_suggestion: false,
    has_comment: false,
    has_failing_check: v.failing,
    num_words: v.numWords,
    source_unit: urls.absolute(paths.unitOfId(v.sourceUnit)),
    priority: v.priority,
    id: v.id,
    web_url: urls.absolute(v.translate, webPaths.unitQuery(v)),
    url: urls.absolute(paths.unitOfId(v.id)),
    explanation: v.explanation,
    extra_flags: '',
    pending: false,
    timestamp: v.timestamp,
    last_updated: v.lastUpdated,
  };
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

/** Everything a change's JSON shows but the URL options, as plain data: its digest is the change's fingerprint. */
export type ChangeView = {
  component: string;
  translation: string;
  unitId: number | null;
  user: string | null;
  timestamp: string;
  action: number;
  target: string;
  old: string;
  id: number;
};

/** The view of a change (`old`: ChangeTable.oldOf); what comes from its translation is built once per translation. */
export function changeViews(): (c: Change, old?: string) => ChangeView {
  const ofTranslations = new Map<Translation, { component: string; translation: string }>();
  return (c, old = '') => {
    let ofTranslation = ofTranslations.get(c.translation);
    if (ofTranslation === undefined) {
      ofTranslation = { component: paths.component(c.translation.component), translation: paths.translation(c.translation) };
      ofTranslations.set(c.translation, ofTranslation);
    }
    return { ...ofTranslation, unitId: c.unitId, user: c.user, timestamp: c.timestamp, action: c.action, target: c.target, old, id: c.id };
  };
}

/** The Change table (§12.2), from its view alone. */
export function renderChange(v: ChangeView, urls: Urls): Record<string, JsonValue> {
  const user = v.user === null ? null : urls.absolute(paths.user(v.user));
  return {
    unit: v.unitId === null ? null : urls.absolute(paths.unitOfId(v.unitId)),
    component: urls.absolute(v.component),
    translation: urls.absolute(v.translation),
    user,
    author: user,
    timestamp: v.timestamp,
    action: v.action,
    target: v.target,
    // Weblate 5 (additive): the target replaced, and the event's details (nothing git records).
    old: v.old,
    details: {},
    id: v.id,
    action_name: ACTION_NAMES[v.action] ?? '',
    url: urls.absolute(paths.change(v)),
  };
}
