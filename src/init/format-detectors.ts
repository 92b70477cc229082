import { GETTEXT_PO } from './detectors/gettext-po.js';
import { APPLE_STRINGS, ARB_FILES, I18NEXT_JSON, JAVA_PROPERTIES, WEBEXTENSION_JSON } from './detectors/monolingual-text.js';
import { TBX_GLOSSARY } from './detectors/tbx-glossary.js';
import type { FormatDetector } from './format-detector.js';

/**
 * The formats `static-tms init` looks for, in the order it proposes them. A new format (Android
 * `values-*`/strings.xml, `*.lproj`, JSON) is one more detector here once the build reads it.
 */
export const FORMAT_DETECTORS: readonly FormatDetector[] = [
  GETTEXT_PO,
  TBX_GLOSSARY,
  WEBEXTENSION_JSON,
  ARB_FILES,
  I18NEXT_JSON,
  JAVA_PROPERTIES,
  APPLE_STRINGS,
];
