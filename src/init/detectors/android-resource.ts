import { sanitizeAndroidCode } from '../../languages/sanitize-android-code.js';
import type { FormatDetector } from '../format-detector.js';

const STRINGS_FILE = /(?:^|\/)values-[^/]+\/strings[^/]*\.xml$/i;

/**
 * Weblate's `aresource`: `res/values-<code>/strings*.xml`, the code in Android's spelling
 * (`values-pt-rBR`, `values-b+sr+Latn`), which the build resolves as Weblate does. The template
 * (`values/strings.xml`) has no code and is not a translation.
 */
export const ANDROID_RESOURCE: FormatDetector = {
  fileFormat: 'aresource',
  description: 'Android string resources (values-*/strings.xml)',
  glossary: false,
  isTranslationFile: (path) => STRINGS_FILE.test(path),
  filemasks(path, isCode) {
    const segments = path.split('/');
    const masks: string[] = [];
    segments.forEach((segment, i) => {
      const code = /^values-(.+)$/.exec(segment)?.[1];
      if (code !== undefined && isCode(sanitizeAndroidCode(code))) masks.push([...segments.slice(0, i), 'values-*', ...segments.slice(i + 1)].join('/'));
    });
    return masks;
  },
};
