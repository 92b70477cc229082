import type { FormatDetector } from '../format-detector.js';
import { sniffText } from './sniff-text.js';

const lower = (path: string) => path.toLowerCase();
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Weblate's `webextension`: `_locales/<code>/messages.json` of a browser extension. */
export const WEBEXTENSION_JSON: FormatDetector = {
  fileFormat: 'webextension',
  description: 'WebExtension messages (_locales/*/messages.json)',
  glossary: false,
  monolingual: true,
  isTranslationFile: (path) => /(^|\/)_locales\/[^/]+\/messages\.json$/i.test(path),
};

/** Weblate's `arb`: Flutter Application Resource Bundles (`app_<code>.arb`). */
export const ARB_FILES: FormatDetector = {
  fileFormat: 'arb',
  description: 'Flutter ARB files (*.arb)',
  glossary: false,
  monolingual: true,
  isTranslationFile: (path) => lower(path).endsWith('.arb'),
};

/**
 * Weblate's `i18nextv4` for other locale-named JSON files (`locales/<code>.json`,
 * `locales/<code>/translation.json`): the JSON layout most apps use; `json`, `json-nested` or
 * `i18next` (v3) are read alike and can be set instead. Not `package.json` and other tool files.
 */
export const I18NEXT_JSON: FormatDetector = {
  fileFormat: 'i18nextv4',
  description: 'locale-named JSON files (i18next, *.json)',
  glossary: false,
  monolingual: true,
  isTranslationFile: (path) =>
    lower(path).endsWith('.json') &&
    !WEBEXTENSION_JSON.isTranslationFile(path) &&
    !/(^|\/)(node_modules|\.[^/]*)\//.test(path) &&
    !/^(package(-lock)?|tsconfig|composer|manifest|\.?[a-z]+rc)\.json$/i.test(fileName(path)),
};

/**
 * Weblate's `properties` (Java, ISO-8859-1; `properties-utf8` for UTF-8 files): `name_<code>.properties`,
 * with `name.properties`, the base file, as template.
 */
export const JAVA_PROPERTIES: FormatDetector = {
  fileFormat: 'properties',
  description: 'Java properties (*_<code>.properties, with the base name.properties)',
  glossary: false,
  monolingual: true,
  isTranslationFile: (path) => lower(path).endsWith('.properties'),
  isNewBase: (path) => lower(path).endsWith('.properties') && !fileName(path).includes('_'),
  // UTF-8 files with characters beyond ASCII are `properties-utf8`; ISO-8859-1 (bytes that are not
  // UTF-8) and ASCII-only files (read alike) stay `properties`.
  sniffFormat: (fileSet, read) => {
    const kinds = sniffText(fileSet, read);
    return kinds.notUtf8 === 0 && kinds.utf8NonAscii > 0 ? 'properties-utf8' : 'properties';
  },
};

/**
 * Weblate's `strings` (Apple, UTF-16 by BOM; a file without BOM is read as UTF-8):
 * `<code>.lproj/Localizable.strings`; `Base.lproj` is no language.
 */
export const APPLE_STRINGS: FormatDetector = {
  fileFormat: 'strings',
  description: 'Apple strings (*.lproj/*.strings)',
  glossary: false,
  monolingual: true,
  isTranslationFile: (path) => lower(path).endsWith('.strings'),
  // Files without a UTF-16 byte-order mark or NUL characters are `strings-utf8` (Xcode writes both).
  sniffFormat: (fileSet, read) => {
    const kinds = sniffText(fileSet, read);
    return kinds.read > 0 && kinds.notUtf8 === 0 ? 'strings-utf8' : 'strings';
  },
};
