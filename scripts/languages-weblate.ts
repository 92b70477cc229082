/**
 * `npm run languages:weblate`: how far the catalogue agrees with Weblate's own language list (the shared test
 * copy in ../shared/corpora/formats/_weblate-language-data/): spelling, plural count, plural formula, direction.
 * docs/languages.md quotes these figures; test/languages/weblate-agreement.test.ts checks that it does.
 */
import fs from 'node:fs';
import { loadLanguageCatalogue } from '../src/languages/load-language-catalogue.js';
import { WEBLATE_LANGUAGE_DATA, compareAliases, compareWithWeblate, share } from '../test/helpers/weblate-language-data.js';

if (!fs.existsSync(WEBLATE_LANGUAGE_DATA)) {
  console.error(`${WEBLATE_LANGUAGE_DATA} is missing: this report needs ../shared beside the project`);
  process.exit(1);
}

const catalogue = loadLanguageCatalogue([]);
const agreement = compareWithWeblate(catalogue);
const aliases = compareAliases(catalogue);
const { rows, total } = agreement;
const line = (label: string, value: string): void => console.log(`  ${label.padEnd(40)} ${value}`);

console.log(`Weblate's language list: ${total} codes`);
line("served under Weblate's spelling", share(agreement.spelling, total));
line('merged with another of its codes', String([...agreement.merged.values()].flat().length));
line('plural count agrees', share(agreement.number, total));
line('plural formula agrees', share(agreement.formula, total));
line('direction agrees', share(agreement.direction, total));
line('all three agree', share(agreement.all, total));
line('aliases.csv: alias resolves as target', share(aliases.same, aliases.total));

const respelled = rows.filter((r) => r.served !== r.code);
if (respelled.length > 0) console.log(`\nOther spelling:\n${respelled.map((r) => `  ${r.code} → ${r.served ?? '(rejected)'}`).join('\n')}`);
for (const [served, codes] of agreement.merged) console.log(`Merged into ${served}: ${codes.join(' ')}`);
const plurals = rows.filter((r) => !r.formula);
console.log(`\nPlural differences (${plurals.length}):`);
for (const r of plurals) {
  console.log(`  ${r.code.padEnd(18)} ours ${r.ours?.number ?? '-'}: ${r.ours?.formula ?? '-'}\n  ${''.padEnd(18)} Weblate ${r.weblate.number}: ${r.weblate.formula}`);
}
const directions = rows.filter((r) => !r.direction);
console.log(`\nDirection differences (${directions.length}):`);
for (const r of directions) console.log(`  ${r.code.padEnd(18)} ours ${r.ours?.direction ?? '-'}, Weblate ${r.weblate.direction}`);
