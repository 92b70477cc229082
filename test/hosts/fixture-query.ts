import { queryRules } from '../../src/emit/query-rules.js';
import type { Fixture } from './fixture-dist.js';

/**
 * The hand-written fixture as a build since issue 20 writes it: the manifest's `query` rules and
 * converted downloads on the translation-file kind (`?format=mo` and `?format=xliff`), so the host
 * goldens show the 400 refusals and the format rewrites.
 */
export function withQueryRules(fx: Fixture): Fixture {
  const fileKind = fx.head.kinds['translation-file']!;
  return {
    ...fx,
    head: {
      ...fx.head,
      content_types: { ...fx.head.content_types, mo: 'application/x-gettext-catalog', xlf: 'application/x-xliff+xml' },
      kinds: { ...fx.head.kinds, 'translation-file': { ...fileKind, formats: { mo: 'format-mo.mo', po: 'index.po', xliff: 'format-xliff.xlf' } } },
      query: queryRules(),
    },
  };
}
