import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS dependency loaded when it is first used rather than when the program starts: every
 * command paid for compiling the XML, JSON and regular-expression parsers, the progress bar and
 * the PNG renderer (about a fifth of the time to start), which most builds never use (a rebuild
 * that restores its components checks nothing; a PO project parses no XML).
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
