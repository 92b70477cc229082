import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { ManifestHead, ManifestKind } from '../emit/manifest-types.js';
import { createRoutesOffsetScanner } from './find-routes-offset.js';
import { ServeError } from './serve-error.js';

export const MANIFEST_FILE = 'headers-manifest.json';

/** A head larger than this is not a headers manifest; the routes are never read. */
const MAX_HEAD_CHARS = 64 * 1024 * 1024;

/**
 * Reads the head of `DIR/headers-manifest.json` (everything before `"routes"`, hosting.md §3)
 * and stops reading there, so start-up cost does not grow with the number of routes.
 */
export async function loadManifestHead(dir: string): Promise<ManifestHead> {
  const file = path.join(dir, MANIFEST_FILE);
  const text = await readHeadText(file);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ServeError('manifest-invalid', `${file} is not a headers manifest: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return validateManifestHead(value, file);
}

async function readHeadText(file: string): Promise<string> {
  const scanner = createRoutesOffsetScanner();
  let text = '';
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream) {
      const offset = scanner.feed(chunk as string);
      text += chunk as string;
      if (offset !== undefined) return `${text.slice(0, offset + 1)}]}`;
      if (text.length > MAX_HEAD_CHARS) {
        throw new ServeError('manifest-invalid', `${file} has no "routes" key in its first ${MAX_HEAD_CHARS} characters`);
      }
    }
  } catch (error) {
    if (error instanceof ServeError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new ServeError(
        'manifest-missing',
        `no headers manifest at ${file}: build the site first (static-tms build) or name the built folder`,
        { cause: error },
      );
    }
    throw new ServeError('manifest-unreadable', `cannot read ${file}: ${(error as Error).message}`, { cause: error });
  } finally {
    stream.destroy();
  }
  // No routes array: the whole text is the head (the validation names what is wrong).
  return text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}

/** Checks the head fields the server relies on; anything else is refused with a clear message. */
export function validateManifestHead(value: unknown, file: string): ManifestHead {
  const invalid = (what: string): ServeError => new ServeError('manifest-invalid', `${file}: ${what}`);
  if (!isRecord(value)) throw invalid('not a JSON object');
  if (value.version !== 1) {
    throw new ServeError(
      'manifest-version',
      `${file} has manifest version ${JSON.stringify(value.version)}; this static-tms reads version 1 only: rebuild the site with this version`,
    );
  }
  if (typeof value.base_url !== 'string') throw invalid('"base_url" must be a string');
  if (typeof value.base_path !== 'string' || !/^(\/[^/]+)*$/.test(value.base_path)) {
    throw invalid('"base_path" must be "" or a path like "/l10n" without a trailing slash');
  }
  const pagination = value.pagination;
  if (!isRecord(pagination) || typeof pagination.param !== 'string' || typeof pagination.page_file !== 'string') {
    throw invalid('"pagination" must hold "param" and "page_file"');
  }
  if (!pagination.page_file.includes('{n}')) throw invalid('"pagination.page_file" must hold "{n}"');
  if (!isStringRecord(value.defaults)) throw invalid('"defaults" must map header names to strings');
  if (!isStringRecord(value.content_types)) throw invalid('"content_types" must map extensions to strings');
  const errors = value.errors;
  if (
    !isRecord(errors) ||
    !isRecord(errors.not_found) ||
    typeof errors.not_found.file !== 'string' ||
    !isRecord(errors.invalid_page) ||
    typeof errors.invalid_page.file !== 'string'
  ) {
    throw invalid('"errors" must name the "not_found" and "invalid_page" files');
  }
  if (!isRecord(value.kinds)) throw invalid('"kinds" must be an object');
  for (const [name, kind] of Object.entries(value.kinds)) validateKind(name, kind, invalid);
  return value as unknown as ManifestHead;
}

function validateKind(name: string, kind: unknown, invalid: (what: string) => ServeError): asserts kind is ManifestKind {
  if (!isRecord(kind)) throw invalid(`kind "${name}" must be an object`);
  if (typeof kind.pattern !== 'string' || !/^\/([^/]+\/)*$/.test(kind.pattern)) {
    throw invalid(`kind "${name}" needs a "pattern" starting and ending with "/"`);
  }
  if (typeof kind.paginated !== 'boolean') throw invalid(`kind "${name}" needs a boolean "paginated"`);
  if (!isStringRecord(kind.headers)) throw invalid(`kind "${name}" needs "headers" mapping names to strings`);
  if (typeof kind.options !== 'string') throw invalid(`kind "${name}" needs an "options" body`);
  if (
    kind.index !== undefined &&
    (!Array.isArray(kind.index) || kind.index.length === 0 || !kind.index.every((f) => typeof f === 'string' && /^[^/]+\.[^./]+$/.test(f)))
  ) {
    throw invalid(`kind "${name}" has an "index" that is not a list of file names with an extension`);
  }
}
