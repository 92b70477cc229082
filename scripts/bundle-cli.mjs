// Bundles the command line into one module, lib/bundle/cli.js, which bin/static-tms.js loads.
// Node 20 resolves, reads, compiles and links each of lib/'s ~400 modules one by one: about
// 170 ms of the start of every command, where a rebuild of a small site takes about a second.
// lib/'s modules stay: tests import them, and the code digest (cache/code-digest.ts) hashes them.
// The bundle sits one folder below lib/, as every module does, so that the paths they take
// from import.meta.url (package.json, the code digest's root) hold in it too.
import { build } from 'esbuild';

/**
 * The site's search.js embeds search-tokens.js's functions as their source text (toString), and
 * the bundle would rewrite that text (names, regular expressions). So that module is loaded as
 * tsc wrote it: the output is the same bytes whether a build runs from the bundle or from lib/.
 */
const searchTokensAsCompiled = {
  name: 'search-tokens-as-compiled',
  setup(build) {
    build.onResolve({ filter: /\/search-tokens\.js$/ }, () => ({ path: '../site/search/search-tokens.js', external: true }));
  },
};

await build({
  entryPoints: [new URL('../lib/cli/main.js', import.meta.url).pathname],
  outfile: new URL('../lib/bundle/cli.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies load from node_modules as they are: some are native or read files beside them.
  packages: 'external',
  plugins: [searchTokensAsCompiled],
  logLevel: 'warning',
});
