/**
 * `npm run languages:report`: how many catalogue codes have each field, and where it came from.
 */
import { loadLanguageCatalogue } from '../src/languages/load-language-catalogue.js';

function printCounts(title: string, counts: Map<string, number>): void {
  console.log(title);
  for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    console.log(`  ${key.padEnd(16)} ${count}`);
  }
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

const started = Date.now();
const catalogue = loadLanguageCatalogue([]);
const nameSources = new Map<string, number>();
const pluralSteps = new Map<string, number>();
const pluralTypes = new Map<string, number>();
const formCounts = new Map<string, number>();
let rtl = 0;
let populated = 0;
let withAliases = 0;
let aliasCount = 0;
let unknown = 0;
for (const code of catalogue.codes) {
  const { language, known } = catalogue.getLanguage(code);
  const provenance = catalogue.provenance(code);
  bump(nameSources, provenance.name);
  bump(pluralSteps, provenance.plural);
  bump(pluralTypes, String(language.plural.type));
  bump(formCounts, String(language.plural.number));
  if (language.direction === 'rtl') rtl++;
  if (language.population > 0) populated++;
  if (language.aliases.length > 0) withAliases++;
  aliasCount += language.aliases.length;
  if (!known) unknown++;
}
const elapsed = Date.now() - started;

console.log(`Language catalogue: ${catalogue.codes.length} codes (built in ${elapsed} ms)`);
console.log(`  name             ${catalogue.codes.length - unknown} (unknown: ${unknown})`);
printCounts('Name source:', nameSources);
printCounts('Plural source (compatibility.md §14.4 step):', pluralSteps);
printCounts('Plural forms:', formCounts);
printCounts('Plural type:', pluralTypes);
console.log(`Direction rtl:      ${rtl}`);
console.log(`Population > 0:     ${populated}`);
console.log(`With aliases:       ${withAliases} (${aliasCount} aliases)`);
const unknownTypes = catalogue.codes.filter((c) => catalogue.getLanguage(c).language.plural.type === 666);
if (unknownTypes.length > 0) console.log(`Type 666 (no known type): ${unknownTypes.join(' ')}`);
