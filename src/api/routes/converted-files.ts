import { CONVERSION_FORMATS, type ConversionFormat } from '../../downloads/convert/conversion-formats.js';
import type { ConversionThread } from '../../downloads/conversion-thread.js';
import type { Translation, Unit } from '../../model/model-types.js';
import { LazyBytes } from '../lazy-bytes.js';
import { fingerprintOf } from '../lazy-item.js';
import { translationViewOf } from '../translation-view-of.js';
import type { Urls } from '../urls.js';

/** The file, in a translation's `file/` folder, that `?format=<name>` serves. */
function convertedFile(format: ConversionFormat): string {
  return `format-${format.name}.${format.extension}`;
}

/** The `formats` of the translation-file kind: every conversion Weblate names, to its file. */
export const CONVERTED_FILES: Readonly<Record<string, string>> = Object.fromEntries(CONVERSION_FORMATS.map((f) => [f.name, convertedFile(f)]));

/**
 * The files of `/api/translations/<p>/<c>/<l>/file/?format=<name>`: each conversion the translation
 * supports, pre-generated from its units (a conversion it does not support has no file: a 404, as
 * in Weblate). Hosts name them `<p>-<c>-<l>.<ext>`, Weblate's file name. Each is generated only
 * when the previous build's file cannot be kept: its fingerprint is the digest of the view all
 * generators read (and the format's name), so a warm build of an unchanged translation converts
 * nothing. With a `thread` (a build that writes every file), they are generated there at once.
 */
export function convertedFiles(t: Translation, units: readonly Unit[], urls: Urls, thread: ConversionThread | null = null): { file: string; lazy: LazyBytes }[] {
  const view = translationViewOf(t, units, urls);
  const viewJson = JSON.stringify(view);
  const viewDigest = fingerprintOf(viewJson);
  const formats = CONVERSION_FORMATS.filter((format) => format.supports(view));
  const made = thread?.convert(viewJson, formats.map((format) => format.name)) ?? null;
  return formats.map((format, i) => ({
    file: convertedFile(format),
    lazy: new LazyBytes(`${format.name}.${viewDigest}`, made === null ? () => bufferOf(format.generate(view)) : async () => bufferOf((await made)?.[i] ?? format.generate(view))),
  }));
}

function bufferOf(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
