import { putNode, treeName } from './fuzz-tree.js';
import { describePath, fileBytes, pickFile, setFile, type Mutator } from './mutator.js';
import type { SeededRandom } from './seeded-random.js';

/**
 * Mutations of size: one long value, many entries, many keys, deep nesting, many files, one long
 * line. Each is large enough that work quadratic in it would not end within a mutant's deadline,
 * and small enough that linear work ends in a second or two.
 */

/** Texts whose repetition made a backtracking expression quadratic, and a few plain ones. */
const REPEATED = ['a', ' ', '<', '%(', '{0[', 'a.', '-', '\\t', 'ab ', '&#', '<!--', '@a', '%', 'é', '😀'];

function sizeMutator(name: string, apply: (rng: SeededRandom, ...args: Parameters<Mutator['apply']>) => string | null): Mutator {
  return { name, kind: 'sizes', apply: (tree, rng) => apply(rng, tree, rng) };
}

function repeated(rng: SeededRandom, length: number): string {
  const unit = rng.pick(REPEATED);
  return unit.repeat(Math.ceil(length / unit.length));
}

export const SIZE_MUTATORS: readonly Mutator[] = [
  sizeMutator('sizes.long-po-value', (rng, tree) => {
    const rel = pickFile(tree, rng, '.po', '.pot');
    if (rel === null) return null;
    const length = rng.pick([20_000, 100_000, 400_000]);
    const value = repeated(rng, length);
    const field = rng.pick(['msgid', 'msgstr', 'both', 'msgctxt', 'comment', 'flags']);
    const flags = rng.chance(0.5) ? '#, c-format, python-format, python-brace-format, php-format\n' : '';
    const entry =
      field === 'comment' ? `#. ${value}\nmsgid "long comment"\nmsgstr "x"\n`
        : field === 'flags' ? `#, ${value}\nmsgid "long flags"\nmsgstr "x"\n`
          : field === 'msgctxt' ? `msgctxt "${value}"\nmsgid "long context"\nmsgstr "x"\n`
            : `${flags}msgid "${field === 'msgstr' ? 'long value' : value}"\nmsgstr "${field === 'msgid' ? 'x' : value}"\n`;
    setFile(tree, rel, Buffer.concat([fileBytes(tree, rel), Buffer.from(`\n${entry}`)]));
    return `a ${field} of ${length} characters added to ${describePath(rel)}`;
  }),
  sizeMutator('sizes.many-po-entries', (rng, tree) => {
    const rel = pickFile(tree, rng, '.po', '.pot');
    if (rel === null) return null;
    const count = rng.pick([5_000, 20_000, 50_000]);
    const parts: string[] = [];
    for (let i = 0; i < count; i++) parts.push(`#: f.c:${i}\nmsgid "string ${i}"\nmsgstr "${i % 3 === 0 ? '' : `text ${i}`}"\n`);
    setFile(tree, rel, Buffer.concat([fileBytes(tree, rel), Buffer.from(`\n${parts.join('\n')}`)]));
    return `${count} entries added to ${describePath(rel)}`;
  }),
  sizeMutator('sizes.many-tbx-entries', (rng, tree) => {
    const rel = pickFile(tree, rng, '.tbx');
    if (rel === null) return null;
    const text = fileBytes(tree, rel).toString('utf8');
    const at = text.lastIndexOf('</body>');
    if (at < 0) return null;
    const count = rng.pick([3_000, 10_000, 30_000]);
    const oneLine = rng.chance(0.5);
    const parts: string[] = [];
    for (let i = 0; i < count; i++) {
      parts.push(`<termEntry id="g${i}"><langSet xml:lang="en"><tig><term>term ${i}</term></tig></langSet><langSet xml:lang="de"><tig><term>Begriff ${i}</term></tig></langSet></termEntry>`);
    }
    setFile(tree, rel, text.slice(0, at) + parts.join(oneLine ? '' : '\n') + text.slice(at));
    return `${count} term entries added to ${describePath(rel)}${oneLine ? ', on one line' : ''}`;
  }),
  sizeMutator('sizes.deep-nesting', (rng, tree) => {
    const rel = pickFile(tree, rng, '.yaml', '.tbx');
    if (rel === null) return null;
    const depth = rng.pick([1_000, 10_000, 100_000]);
    const text = fileBytes(tree, rel).toString('utf8');
    if (rel.endsWith('.yaml')) {
      const open = rng.pick(['[', '{a: ', '- ']);
      const nested = open === '- ' ? Array.from({ length: Math.min(depth, 2000) }, (_, i) => `${' '.repeat(i * 2)}- `).join('\n') + 'x'
        : open.repeat(depth) + 'x' + (open === '[' ? ']' : '}').repeat(depth);
      setFile(tree, rel, `${text}\nnested: ${open === '- ' ? '\n' : ''}${nested}\n`);
    } else {
      const at = text.lastIndexOf('</termEntry>');
      if (at < 0) return null;
      const tag = rng.pick(['note', 'hi', 'descrip']);
      setFile(tree, rel, text.slice(0, at) + `<${tag}>`.repeat(depth) + 'deep' + `</${tag}>`.repeat(depth) + text.slice(at));
    }
    return `nesting ${depth} deep added to ${describePath(rel)}`;
  }),
  sizeMutator('sizes.many-keys', (rng, tree) => {
    const rel = pickFile(tree, rng, '.yaml');
    if (rel === null) return null;
    const count = rng.pick([1_000, 10_000, 50_000]);
    const duplicate = rng.chance(0.3);
    const keys = Array.from({ length: count }, (_, i) => `${duplicate ? 'same' : `key${i}`}: ${i}`).join('\n');
    setFile(tree, rel, `${fileBytes(tree, rel).toString('utf8')}\n${keys}\n`);
    return `${count} ${duplicate ? 'repeated' : 'unknown'} keys added to ${describePath(rel)}`;
  }),
  sizeMutator('sizes.many-files', (rng, tree) => {
    const rel = pickFile(tree, rng, '.po', '.tbx');
    if (rel === null) return null;
    const dir = rel.slice(0, rel.lastIndexOf('/'));
    const ext = rel.slice(rel.lastIndexOf('.'));
    const count = rng.pick([50, 200]);
    const bytes = fileBytes(tree, rel);
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (let i = 0; i < count; i++) {
      const code = `${letters[i % 26]}${letters[Math.floor(i / 26) % 26]}${rng.chance(0.2) ? '_XX' : ''}`;
      putNode(tree, `${dir}/${treeName(code)}${ext}`, { kind: 'file', bytes });
    }
    return `${count} copies of ${describePath(rel)} under other language codes`;
  }),
  sizeMutator('sizes.long-line', (rng, tree) => {
    const rel = pickFile(tree, rng);
    if (rel === null) return null;
    const length = rng.pick([100_000, 1_000_000]);
    setFile(tree, rel, Buffer.concat([fileBytes(tree, rel), Buffer.from(repeated(rng, length))]));
    return `a line of ${length} characters appended to ${describePath(rel)}`;
  }),
];
