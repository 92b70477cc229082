/** The headers manifest of hosting.md §3: the only input of host printers and the preview server. */
export interface ManifestKind {
  /** Path relative to base_path, ending in `/`, literal segments and `:name` placeholders. */
  pattern: string;
  paginated: boolean;
  /** The kind's additions to `defaults` (in practice `Allow`). */
  headers: Record<string, string>;
  /** The exact OPTIONS body (compatibility.md §2.5). */
  options: string;
  /** Raw kinds only: candidate file names in order, e.g. ["index.po", "index.tbx"]. */
  index?: string[];
  /**
   * Raw kinds answering `?format=<name>`: the file (in the route's folder) that serves each name;
   * a route whose file is missing has no such download (404). Another value is refused (`query`).
   */
  formats?: Record<string, string>;
}

/**
 * Query parameters static files cannot honour: a request naming one of `refused` with a non-empty
 * value, or a `format` that is neither one of `format.json` (JSON kinds) nor one of the kind's
 * `formats` (raw kinds), gets `bad_request.status` with the body of its file, `{param}` being the
 * parameter's name.
 */
export interface ManifestQuery {
  refused: string[];
  /**
   * `prefix`: a value starting with it is read without it (wlc appends `?format=<name>` to a
   * `file_url` that already holds `?format=api`, sending `format=api?format=<name>`).
   */
  format: { param: 'format'; json: string[]; prefix: string };
  bad_request: { status: 400; file: string };
}

export interface ManifestHead {
  version: 1;
  base_url: string;
  base_path: string;
  links: 'query' | 'path';
  pagination: { param: 'page'; page_size: number; page_file: string };
  precompressed: string[];
  defaults: Record<string, string>;
  content_types: Record<string, string>;
  errors: {
    not_found: { status: 404; file: string };
    invalid_page: { status: 404; file: string };
    method_not_allowed: { status: 405; file: string; methods: string[] };
  };
  kinds: Record<string, ManifestKind>;
  /** Present when the build wrote the web site: how hosts serve everything outside /api/. */
  site?: ManifestSite;
  /** Present since issue 20: what a host refuses rather than answer with unfiltered data. */
  query?: ManifestQuery;
}

/**
 * The web site (pages, widgets, stylesheet): plain files outside /api/, a directory URL served by
 * its `index` file, types by extension, `not_found` for a missing path (HTML, status 404).
 */
export interface ManifestSite {
  index: string;
  content_types: Record<string, string>;
  /** Extra headers per extension (the widgets' short Cache-Control). */
  headers: Record<string, Record<string, string>>;
  not_found: { status: 404; file: string };
  /** Present when the site publishes the components' repositories (git_export). */
  git?: ManifestGitExport;
}

/**
 * The components' repositories for git's dumb HTTP protocol: plain files below each folder of
 * `pattern` (whose index is the site's HTML page). The `files` have no extension and are served
 * with their own headers; the packs and indexes (`objects/pack/pack-<hex>.<ext>`) by extension.
 * git appends its paths to the query of a URL that has one: a request for the folder whose
 * query starts with `query_prefix` is answered with the file the rest of the query names (up to
 * the first `&`), so that git_export works with its `?format=api`.
 */
export interface ManifestGitExport {
  pattern: string;
  files: Record<string, Record<string, string>>;
  packs: Record<string, Record<string, string>>;
  query_prefix: string;
}

export interface ManifestPageFile {
  sha256: string;
  size: number;
}

export interface ManifestRoute {
  url: string;
  kind: string;
  file: string;
  sha256: string;
  size: number;
  pages?: number;
  page_files?: ManifestPageFile[];
  /** Raw routes: the files of `?format=` beside the route's file (named in its kind's `formats`). */
  variant_files?: (ManifestPageFile & { file: string })[];
  headers?: Record<string, string>;
}

/** One file a host printer produces, relative to the output root. */
export interface HostFile {
  path: string;
  text: string;
}
