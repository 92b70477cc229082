import type { ChangeAction } from './change-record.js';
import type { FileVersion } from './file-version.js';
import { fittedTarget, FORM_SEPARATOR } from './fit-forms.js';
import {
  computeStrings,
  hasTemplate,
  setStrings,
  translationExists,
  type ComponentState,
  type Moment,
  type SourceString,
  type TranslationState,
} from './history-state.js';

/** Receives one change of the commit being recorded; idHash is the signed decimal id_hash or null. */
export type Emit = (action: ChangeAction, t: TranslationState, idHash: string | null, target: string) => void;

/**
 * The records of one commit for one component whose files it touched (the table of content-format.md §4),
 * updating the component's state. `before` holds the versions of the touched files before the commit,
 * `current` every file's version after it.
 */
export function recordCommit(
  comp: ComponentState,
  moment: Moment,
  touched: Set<string>,
  before: Map<string, FileVersion | null>,
  current: Map<string, FileVersion | null>,
  pathBlob: Map<string, string>,
  emit: Emit,
): void {
  const oldSet = comp.stringSet;
  // With a template, only a commit that touches it changes the strings; without one, any commit may.
  if (!hasTemplate(comp, current) || touched.has(comp.templatePath!)) setStrings(comp, computeStrings(comp, current));
  const added = comp.strings.filter((s) => !oldSet.has(s.h));
  const removed = new Set([...oldSet.keys()].filter((h) => !comp.stringSet.has(h)));
  for (const s of added) comp.addedAt.set(s.h, moment);
  for (const h of removed) comp.addedAt.delete(h);

  const source = comp.source;
  if (source !== null) {
    const existedBefore = source.exists;
    source.exists = translationExists(comp, source, pathBlob);
    if (!existedBefore && source.exists) source.start = moment;
    if (source.ownPath !== null && touched.has(source.ownPath)) emit(0, source, null, '');
    if (source.exists) {
      const previousSources = collectPreviousSources(comp, current, added);
      for (const s of comp.strings) {
        const old = oldSet.get(s.h);
        if (old === undefined) {
          const changed = previousSources.get(s.h)?.some((p) => removed.has(p)) ?? false;
          emit(changed ? 30 : 31, source, s.h, s.s);
        } else if (existedBefore && old.m !== s.m) {
          emit(59, source, s.h, s.s);
        }
      }
    }
  }

  for (const t of comp.targets) {
    const existedBefore = t.exists;
    t.exists = translationExists(comp, t, pathBlob);
    if (!existedBefore && t.exists) t.start = moment;
    const fileTouched = t.ownPath !== null && touched.has(t.ownPath);
    if (fileTouched) emit(0, t, null, '');
    if (added.length > 0 && t.exists) emit(44, t, null, '');
    if (!fileTouched || !t.exists || t.ownPath === null) continue;
    const oldVersion = existedBefore ? (before.get(t.ownPath) ?? null) : null;
    const newVersion = current.get(t.ownPath) ?? null;
    const plurals = t.info.plurals;
    for (const s of comp.strings) {
      const count = plurals !== undefined && s.s.includes(FORM_SEPARATOR) ? plurals : undefined;
      const target = fittedTarget(newVersion?.targetOf(s.h) ?? '', count);
      if (!existedBefore || !oldSet.has(s.h)) {
        if (target !== '') emit(5, t, s.h, target);
        continue;
      }
      const hadTarget = oldVersion?.hasTarget(s.h) ?? false;
      if (!hadTarget && target !== '') emit(5, t, s.h, target);
      else if (hadTarget && !oldVersion!.targetIs(s.h, target, count)) emit(2, t, s.h, target);
      else if ((oldVersion?.metaOf(s.h) ?? -1) !== (newVersion?.metaOf(s.h) ?? -1)) emit(59, t, s.h, target);
    }
  }
}

/** For each added string: the previous-source id_hashes its entries carry in the template or any translation file. */
function collectPreviousSources(
  comp: ComponentState,
  current: Map<string, FileVersion | null>,
  added: SourceString[],
): Map<string, string[]> {
  const result = new Map<string, string[]>();
  if (added.length === 0) return result;
  const paths = comp.templatePath !== null ? [comp.templatePath, ...comp.filePaths] : comp.filePaths;
  for (const s of added) {
    for (const p of paths) {
      const prev = current.get(p)?.previousSourceOf(s.h);
      if (prev) result.set(s.h, [...(result.get(s.h) ?? []), prev]);
    }
  }
  return result;
}
