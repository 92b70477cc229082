import { buildContentDisposition } from '../../serve/content-disposition.js';
import type { TranslationView } from '../translation-view.js';
import { generateCsv } from './csv.js';
import { generateMo } from './mo.js';
import { generatePo } from './po.js';
import { generateTbx } from './tbx.js';
import { generateTmx } from './tmx.js';
import { generateXliff, generateXliff11 } from './xliff.js';

/**
 * The converted downloads of `/api/translations/<p>/<c>/<l>/file/?format=<name>`, by Weblate's
 * exporter names (weblate/formats/exporters.py), with the extension and Content-Type each
 * exporter declares. The route family iterates this table; a `format` not in it (or whose
 * `supports` refuses the translation) is refused.
 */
export interface ConversionFormat {
  name: string;
  /** Weblate's label of the format. */
  verbose: string;
  extension: string;
  contentType: string;
  /** Whether the translation can be converted (MO only from gettext PO, as in Weblate). */
  supports(view: TranslationView): boolean;
  generate(view: TranslationView): Uint8Array;
}

const always = () => true;

export const CONVERSION_FORMATS: readonly ConversionFormat[] = [
  { name: 'po', verbose: 'gettext PO', extension: 'po', contentType: 'text/x-po', supports: always, generate: generatePo },
  {
    name: 'mo',
    verbose: 'gettext MO',
    extension: 'mo',
    contentType: 'application/x-gettext-catalog',
    supports: (view) => view.fileFormat === 'po',
    generate: generateMo,
  },
  {
    name: 'xliff',
    verbose: 'XLIFF with gettext extensions',
    extension: 'xlf',
    contentType: 'application/x-xliff+xml',
    supports: always,
    generate: generateXliff,
  },
  {
    name: 'xliff11',
    verbose: 'XLIFF 1.1',
    extension: 'xlf',
    contentType: 'application/x-xliff+xml',
    supports: always,
    generate: generateXliff11,
  },
  { name: 'tbx', verbose: 'TBX', extension: 'tbx', contentType: 'application/x-tbx', supports: always, generate: generateTbx },
  { name: 'tmx', verbose: 'TMX', extension: 'tmx', contentType: 'application/x-tmx', supports: always, generate: generateTmx },
  { name: 'csv', verbose: 'CSV', extension: 'csv', contentType: 'text/csv', supports: always, generate: generateCsv },
];

export function findConversionFormat(name: string): ConversionFormat | undefined {
  return CONVERSION_FORMATS.find((format) => format.name === name);
}

/**
 * Why Weblate refuses `?format=<name>` for this translation (weblate/utils/views.py
 * `download_translation_file`, a 404 whose detail is this text), or null when it converts.
 */
export function conversionRefusal(name: string, view: TranslationView): string | null {
  const format = findConversionFormat(name);
  if (!format) return `Conversion to ${name} is not supported`;
  if (!format.supports(view)) return 'File format is not compatible with this translation';
  return null;
}

/**
 * The headers Weblate's exporter sends (BaseExporter.get_response): its Content-Type with
 * `; charset=utf-8` (MO included, as Weblate sends it), and the file named
 * `<project>-<component>-<language>.<extension>`, bare, or quoted when it is not a token
 * (compatibility.md §2.6, as the raw `/file/` downloads).
 */
export function conversionHeaders(format: ConversionFormat, view: TranslationView): Record<string, string> {
  return {
    'Content-Type': `${format.contentType}; charset=utf-8`,
    'Content-Disposition': buildContentDisposition(convertedFileName(format, view)),
  };
}

/** `<project>-<component>-<language>.<extension>`, Weblate's BaseExporter.get_filename. */
export function convertedFileName(format: ConversionFormat, view: TranslationView): string {
  return `${view.project.slug}-${view.component.slug}-${view.targetLanguage.code}.${format.extension}`;
}
