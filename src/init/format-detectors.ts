import { ANDROID_RESOURCE } from './detectors/android-resource.js';
import { GETTEXT_PO } from './detectors/gettext-po.js';
import { APPLE_STRINGS, ARB_FILES, I18NEXT_JSON, JAVA_PROPERTIES, WEBEXTENSION_JSON } from './detectors/monolingual-text.js';
import { TBX_GLOSSARY } from './detectors/tbx-glossary.js';
import { APPLE_STRINGSDICT } from './detectors/apple-stringsdict.js';
import { RESX } from './detectors/resx.js';
import { XLIFF } from './detectors/xliff.js';
import { CSV_FILES, QT_TS, YAML_FILES } from './detectors/sniffed-formats.js';
import type { FormatDetector } from './format-detector.js';

/**
 * The formats `static-tms init` looks for, in the order it proposes them. A new format is one more
 * detector here once the build reads it.
 */
export const FORMAT_DETECTORS: readonly FormatDetector[] = [
  GETTEXT_PO,
  TBX_GLOSSARY,
  ANDROID_RESOURCE,
  XLIFF,
  RESX,
  APPLE_STRINGSDICT,
  WEBEXTENSION_JSON,
  ARB_FILES,
  I18NEXT_JSON,
  JAVA_PROPERTIES,
  APPLE_STRINGS,
  QT_TS,
  YAML_FILES,
  CSV_FILES,
];
