import type { ManifestQuery } from './manifest-types.js';

/**
 * Query parameters that a static file cannot honour (issue 20): Weblate filters the units by `q`,
 * the change lists by `user`, `action` and the timestamps, and sizes pages by `page_size`. A
 * request naming one with a value is refused with a 400 rather than answered with unfiltered data.
 */
export const REFUSED_PARAMS = ['q', 'page_size', 'user', 'action', 'timestamp_after', 'timestamp_before'] as const;

/** `format` values every JSON route accepts (the API's own JSON: DRF's `api` and `json` renderers). */
export const JSON_FORMATS = ['api', 'json'] as const;

/** What wlc puts before the format it asks for: it appends `?format=X` to our `file_url`, which ends in `?format=api`. */
export const WLC_FORMAT_PREFIX = 'api?format=';

export const BAD_REQUEST_FILE = '400-{param}.json';

/** The manifest's `query` (hosting.md §3): what hosts refuse and which `format` values they accept. */
export function queryRules(): ManifestQuery {
  return {
    refused: [...REFUSED_PARAMS],
    format: { param: 'format', json: [...JSON_FORMATS], prefix: WLC_FORMAT_PREFIX },
    bad_request: { status: 400, file: BAD_REQUEST_FILE },
  };
}
