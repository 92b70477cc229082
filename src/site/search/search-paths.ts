/** Where the search index and its script are served (relative to the base path). */
export const SEARCH_INDEX_FOLDER = '/static/search/';

/**
 * The index files' extension: JSON under a name of its own, so that hosts serve these files
 * without serving every `.json` outside /api/ (the headers manifest, host configurations).
 */
export const SEARCH_INDEX_EXT = 'sidx';

export const SEARCH_MANIFEST = `${SEARCH_INDEX_FOLDER}index.${SEARCH_INDEX_EXT}`;

export const SEARCH_SCRIPT = '/static/search.js';

/** The version of the index's files; the script refuses another. */
export const SEARCH_INDEX_VERSION = 1;
