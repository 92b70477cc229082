import { APPLE_STRINGS, APPLE_STRINGS_UTF8 } from './apple-strings/apple-strings-format.js';
import { CSV_FILE } from './csv/csv-format.js';
import type { FileFormat } from './file-format.js';
import { ARB } from './json/arb-format.js';
import { GO_I18N_JSON } from './json/go-i18n-format.js';
import { I18NEXT_V3, I18NEXT_V4 } from './json/i18next-format.js';
import { JSON_FLAT, JSON_NESTED } from './json/json-format.js';
import { WEBEXTENSION } from './json/webextension-format.js';
import { GETTEXT_PO } from './po/po-format.js';
import { PO_MONO } from './po/po-mono-format.js';
import { JAVA_PROPERTIES, JAVA_PROPERTIES_UTF8 } from './properties/properties-format.js';
import { TBX } from './tbx/tbx-format.js';
import { ANDROID_RESOURCE } from './android/android-format.js';
import { PLAIN_XLIFF, XLIFF } from './xliff/xliff-format.js';
import { XLIFF2, XLIFF2_PLACEABLES } from './xliff/xliff2-format.js';
import { QT_TS } from './qt-ts/qt-ts-format.js';
import { RESX } from './resx/resx-format.js';
import { APPLE_STRINGSDICT } from './apple-stringsdict/stringsdict-format.js';
import { XCSTRINGS } from './xcstrings/xcstrings-format.js';
import { RUBY_YAML, YAML_FILE } from './yaml/yaml-format.js';

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
  I18NEXT_V4,
  I18NEXT_V3,
  JAVA_PROPERTIES_UTF8,
  JAVA_PROPERTIES,
  ARB,
  WEBEXTENSION,
  APPLE_STRINGS_UTF8,
  APPLE_STRINGS,
  JSON_FLAT,
  JSON_NESTED,
  GO_I18N_JSON,
  YAML_FILE,
  RUBY_YAML,
  PO_MONO,
  CSV_FILE,
  XCSTRINGS,
  XLIFF2,
  XLIFF2_PLACEABLES,
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
