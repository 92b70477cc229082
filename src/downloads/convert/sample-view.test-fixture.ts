import { checksumOfIdHash } from '../../model/hash.js';
import {
  STATE_APPROVED,
  STATE_EMPTY,
  STATE_FUZZY,
  STATE_READONLY,
  STATE_TRANSLATED,
  type TranslationView,
  type ViewUnit,
} from '../translation-view.js';

/** One unit of each kind the generators must handle, for their tests. */
export function sampleUnit(overrides: Partial<ViewUnit>): ViewUnit {
  return {
    source: ['Hello'],
    target: ['Bonjour'],
    context: '',
    note: '',
    location: '',
    flags: [],
    state: STATE_TRANSLATED,
    checksum: checksumOfIdHash(1n),
    ...overrides,
  };
}

export function sampleView(overrides: Partial<TranslationView> = {}): TranslationView {
  return {
    project: { name: 'Demo', slug: 'demo' },
    component: { name: 'Core', slug: 'core' },
    sourceLanguage: { code: 'en', name: 'English' },
    targetLanguage: { code: 'fr', name: 'French' },
    plural: { number: 2, formula: 'n > 1' },
    fileFormat: 'po',
    webUrl: 'https://example.org/projects/demo/core/fr/',
    generator: 'static-tms 0.1.0',
    revised: '2024-05-01T12:34:56Z',
    units: [
      sampleUnit({ source: ['Hello'], target: ['Bonjour'], location: 'src/a.c:12, src/b.c:3', note: 'Greeting\nshown first', checksum: checksumOfIdHash(-5n) }),
      sampleUnit({ source: ['%d file', '%d files'], target: ['%d fichier', '%d fichiers'], flags: ['c-format'], state: STATE_APPROVED, checksum: checksumOfIdHash(2n) }),
      sampleUnit({ source: ['Open'], target: ['Ouvrir'], context: 'menu|file', state: STATE_FUZZY, checksum: checksumOfIdHash(3n) }),
      sampleUnit({ source: ['Open'], target: ['Ouvert'], context: 'state', checksum: checksumOfIdHash(4n) }),
      sampleUnit({ source: ['Save'], target: [''], state: STATE_EMPTY, checksum: checksumOfIdHash(5n) }),
      sampleUnit({ source: ['A & B <b>"x"</b>\u0001'], target: ['A & B <b>« x »</b> — été'], flags: ['max-length:40'], checksum: checksumOfIdHash(6n) }),
      sampleUnit({ source: ['Line one\nline "two"\t\\'], target: ['Ligne un\nligne « deux »\t\\'], state: STATE_READONLY, checksum: checksumOfIdHash(7n) }),
      sampleUnit({ source: ['=SUM(A1)'], target: ['=SOMME(A1)|x'], checksum: checksumOfIdHash(8n) }),
    ],
    ...overrides,
  };
}
