import type { FileFormat } from './file-format.js';
import { GETTEXT_PO } from './po/po-format.js';
import { TBX } from './tbx/tbx-format.js';
import { ANDROID_RESOURCE } from './android/android-format.js';
import { PLAIN_XLIFF, XLIFF } from './xliff/xliff-format.js';
import { QT_TS } from './qt-ts/qt-ts-format.js';
import { RESX } from './resx/resx-format.js';
import { APPLE_STRINGSDICT } from './apple-stringsdict/stringsdict-format.js';

/** Every file format the build reads, by Weblate's `file_format` id (one line per format). */
export const FILE_FORMATS = [
  GETTEXT_PO,
  TBX,
  ANDROID_RESOURCE,
  XLIFF,
  PLAIN_XLIFF,
  QT_TS,
  RESX,
  APPLE_STRINGSDICT,
] as const satisfies readonly FileFormat[];

export type FormatId = (typeof FILE_FORMATS)[number]['id'];

const BY_ID = new Map<string, FileFormat>(FILE_FORMATS.map((f) => [f.id, f]));

/** The format of a Weblate `file_format` id, or undefined when none is registered under it. */
export function findFormat(id: string): FileFormat | undefined {
  return BY_ID.get(id);
}

/** The format of an id the loader has validated. */
export function formatOf(id: FormatId): FileFormat {
  return BY_ID.get(id)!;
}

export function isFormatId(id: string): id is FormatId {
  return BY_ID.has(id);
}

/** Every extension a translation file download may have, in registry order, without repeats. */
export function downloadExtensions(): string[] {
  return [...new Set(FILE_FORMATS.flatMap((f) => f.extensions))];
}
