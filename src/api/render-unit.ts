import type { JsonValue } from '../emit/json.js';
import type { Change, Translation, Unit } from '../model/model-types.js';
import { STATE_APPROVED, STATE_FUZZY, STATE_TRANSLATED } from '../model/compute-stats.js';
import { LazyItem, renderedItem } from './lazy-item.js';
import { paths, webPaths, type Urls } from './urls.js';
import { viewFields, type ViewOf } from './view-fields.js';

/** What a unit's view is read from: the unit, what its translation gives every unit, its source unit's id and its last update. */
export interface UnitViewSource {
  unit: Unit;
  of: { translation: string; translate: string; languageCode: string };
  /** The id of the unit of the same string in the source translation. */
  sourceUnit: number;
  /** The time of the unit's last change (its creation when none is known). */
  lastUpdated: string | undefined;
}

/**
 * Everything a unit's JSON shows but the URL options, as a table of plain fields (ViewFields).
 * Paths are relative to the base path.
 */
const UNIT_VIEW = viewFields<UnitViewSource>()({
  translation: (s) => s.of.translation,
  languageCode: (s) => s.of.languageCode,
  translate: (s) => s.of.translate,
  source: (s): readonly string[] => s.unit.source,
  previousSource: (s) => s.unit.previousSource,
  target: (s): readonly string[] => s.unit.target,
  idHash: (s) => s.unit.idHash,
  contentHash: (s) => s.unit.contentHash,
  location: (s) => s.unit.location,
  context: (s) => s.unit.context,
  note: (s) => s.unit.note,
  flags: (s) => s.unit.flags,
  state: (s) => s.unit.state,
  position: (s) => s.unit.position,
  failing: (s) => s.unit.failingChecks.length > 0,
  numWords: (s) => s.unit.numWords,
  sourceUnit: (s) => s.sourceUnit,
  priority: (s) => s.unit.priority,
  id: (s) => s.unit.id,
  explanation: (s) => s.unit.explanation,
  timestamp: (s) => s.unit.timestamp,
  lastUpdated: (s) => (s.lastUpdated !== undefined && s.lastUpdated > s.unit.timestamp ? s.lastUpdated : s.unit.timestamp),
});

export type UnitView = ViewOf<typeof UNIT_VIEW>;

/** The sources of one translation's unit views; `sourceUnit` is the unit of the same string in the source translation. */
function unitSourcesOf(t: Translation): (u: Unit, sourceUnit: Unit, lastUpdated?: string) => UnitViewSource {
  const of = { translation: paths.translation(t), translate: webPaths.translate(t), languageCode: t.language.code };
  return (unit, sourceUnit, lastUpdated) => ({ unit, of, sourceUnit: sourceUnit.id, lastUpdated });
}

/**
 * The views of one translation's units; `sourceUnit` is the unit of the same string in the source
 * translation, `lastUpdated` the time of the unit's last change (its creation when none is known).
 */
export function unitViewsOf(t: Translation): (u: Unit, sourceUnit: Unit, lastUpdated?: string) => UnitView {
  const sourceOf = unitSourcesOf(t);
  return (u, sourceUnit, lastUpdated) => UNIT_VIEW.view(sourceOf(u, sourceUnit, lastUpdated));
}

/**
 * One translation's units as items, rendered at once and named by their JSON (renderedItem). A
 * translation is planned from its units when it is new or changed (a rebuild plans the others
 * from their kept plans, unit-plan-cache.ts), and a cold build writes every unit: one digest of
 * the JSON it renders anyway is both the fingerprint and the file's sha256, where the digest of
 * the view's fields cost a string per unit as long as its JSON and a second hash
 * (docs/performance.md, stop 36).
 */
export function unitItemsOf(t: Translation, urls: Urls): (u: Unit, sourceUnit: Unit, lastUpdated?: string) => LazyItem {
  const sourceOf = unitSourcesOf(t);
  return (u, sourceUnit, lastUpdated) => renderedItem(unitJson(UNIT_VIEW.view(sourceOf(u, sourceUnit, lastUpdated)), urls));
}

/** The Unit table, from its view alone. */
export function renderUnit(v: UnitView, urls: Urls): Record<string, JsonValue> {
  return { ...unitHead(v, urls), id_hash: v.idHash, content_hash: v.contentHash, ...unitTail(v, urls) };
}

/**
 * A unit's JSON: `stringifyJson(renderUnit(v, urls))`, made by the native serializer, which
 * cannot print bigints, so the two 64-bit hashes are written between the fields before and after
 * them. It takes half the time of stringifyJson's rope of a string per field, and a build renders
 * every unit it writes. No other field is a bigint or a percentage, and every number is an integer.
 */
export function unitJson(v: UnitView, urls: Urls): string {
  const head = JSON.stringify(unitHead(v, urls));
  const tail = JSON.stringify(unitTail(v, urls));
  return `${head.slice(0, -1)},"id_hash":${v.idHash},"content_hash":${v.contentHash},${tail.slice(1)}`;
}

/** The Unit table's fields before its hashes. */
function unitHead(v: UnitView, urls: Urls): Record<string, JsonValue> {
  return {
    translation: urls.absolute(v.translation),
    // Weblate 5 (additive): the served code of the unit's language.
    language_code: v.languageCode,
    source: v.source,
    previous_source: v.previousSource,
    target: v.target,
  };
}

/** The Unit table's fields after its hashes. */
function unitTail(v: UnitView, urls: Urls): Record<string, JsonValue> {
  return {
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

/** What a change's view is read from: the change, the target it replaced (ChangeTable.oldOf) and its translation's paths. */
export interface ChangeViewSource {
  change: Change;
  old: string;
  of: { component: string; translation: string };
}

/** Everything a change's JSON shows but the URL options, as a table of plain fields: its digest is the change's fingerprint. */
const CHANGE_VIEW = viewFields<ChangeViewSource>()({
  component: (s) => s.of.component,
  translation: (s) => s.of.translation,
  unitId: (s) => s.change.unitId,
  user: (s) => s.change.user,
  timestamp: (s) => s.change.timestamp,
  action: (s) => s.change.action,
  target: (s) => s.change.target,
  old: (s) => s.old,
  id: (s) => s.change.id,
});

export type ChangeView = ViewOf<typeof CHANGE_VIEW>;

/** The sources of change views; what comes from a change's translation is built once per translation. */
function changeSources(): (c: Change, old?: string) => ChangeViewSource {
  const ofTranslations = new Map<Translation, { component: string; translation: string }>();
  return (change, old = '') => {
    let of = ofTranslations.get(change.translation);
    if (of === undefined) {
      of = { component: paths.component(change.translation.component), translation: paths.translation(change.translation) };
      ofTranslations.set(change.translation, of);
    }
    return { change, old, of };
  };
}

/** The view of a change (`old`: ChangeTable.oldOf). */
export function changeViews(): (c: Change, old?: string) => ChangeView {
  const sourceOf = changeSources();
  return (c, old) => CHANGE_VIEW.view(sourceOf(c, old));
}

/** Changes rendered as JSON, without a fingerprint: for an item that holds its change by position (routes/changes.ts). */
export function changeJsons(urls: Urls): (c: Change, old?: string) => string {
  const viewOf = changeViews();
  return (c, old) => changeJson(viewOf(c, old), urls);
}

/** Changes as items: fingerprinted from their view's fields without building the view, built only to render. */
export function changeItems(urls: Urls): (c: Change, old?: string) => LazyItem {
  const sourceOf = changeSources();
  return (c, old) => {
    const source = sourceOf(c, old);
    return new LazyItem(CHANGE_VIEW.fingerprint(source), () => changeJson(CHANGE_VIEW.view(source), urls));
  };
}

/**
 * A change's JSON: `stringifyJson(renderChange(v, urls))`, made by the native serializer (a third
 * less time than stringifyJson's rope): a change holds no bigint or percentage, and its numbers
 * are integers.
 */
export function changeJson(v: ChangeView, urls: Urls): string {
  return JSON.stringify(renderChange(v, urls));
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
