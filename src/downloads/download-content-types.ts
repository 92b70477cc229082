import { CONVERSION_FORMATS } from './convert/conversion-formats.js';
import { ZIP_CONTENT_TYPE } from './weblate-archive.js';

/** The extensions of archives and converted downloads with their Content-Type (without charset). */
export const DOWNLOAD_CONTENT_TYPES: readonly (readonly [string, string])[] = [
  ['zip', ZIP_CONTENT_TYPE],
  ...CONVERSION_FORMATS.map((f) => [f.extension, f.contentType] as const),
];
