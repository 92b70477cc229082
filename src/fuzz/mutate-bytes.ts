import { describePath, describeValue, fileBytes, pickFile, setFile, type Mutator } from './mutator.js';
import type { FuzzTree } from './fuzz-tree.js';
import type { SeededRandom } from './seeded-random.js';

/**
 * Byte sequences that parsers, checks and reporters treat specially: controls, line breaks, bytes
 * that are not UTF-8, a byte-order mark, U+FFFD, bidirectional controls, quotes and escapes, the
 * punctuation of YAML, PO, XML and of placeholders.
 */
export const INTERESTING_BYTES: readonly Buffer[] = [
  '\x00', '\r', '\n', '\r\n', '\t', '\x1b[31m', '\x7f', '"', "'", '\\', '\\n', '\\x', '\\u12', '<', '>', '&', '&#0;', '&amp;',
  '&undefined;', ']]>', '<!--', '%', '%(', '%1$', '{', '}', '{0[', '[', ']', '*', '&a ', '*a', ': ', ':', '#', '#~ ', '#| ', '#, ',
  '- ', '---\n', '...', '…', '|', '>-', '!!binary ', '? ', 'msgid ', 'msgstr ', 'msgstr[9] ', 'msgctxt ', '<termEntry>', '</langSet>',
  '\u2028', '\u202e', '\ufeff', '\ufffd', '😀', 'é', 'ß',
].map((s) => Buffer.from(s, 'utf8')).concat([Buffer.from([0xff]), Buffer.from([0xc3]), Buffer.from([0xe2, 0x82]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xf4, 0x90, 0x80, 0x80])]);

function changeBytes(name: string, change: (bytes: Buffer, rng: SeededRandom) => { bytes: Buffer; what: string } | null): Mutator {
  return {
    name,
    kind: 'bytes',
    apply(tree, rng) {
      const rel = pickFile(tree, rng);
      if (rel === null) return null;
      const changed = change(fileBytes(tree, rel), rng);
      if (changed === null || changed.bytes.equals(fileBytes(tree, rel))) return null;
      setFile(tree, rel, changed.bytes);
      return `${changed.what} in ${describePath(rel)}`;
    },
  };
}

export const BYTE_MUTATORS: readonly Mutator[] = [
  changeBytes('bytes.flip', (bytes, rng) => {
    if (bytes.length === 0) return null;
    const copy = Buffer.from(bytes);
    const n = rng.between(1, 4);
    for (let i = 0; i < n; i++) copy[rng.int(copy.length)]! ^= 1 << rng.int(8);
    return { bytes: copy, what: `${n} bits flipped` };
  }),
  changeBytes('bytes.insert', (bytes, rng) => {
    const at = rng.int(bytes.length + 1);
    const token = rng.pick(INTERESTING_BYTES);
    return { bytes: Buffer.concat([bytes.subarray(0, at), token, bytes.subarray(at)]), what: `${describeValue(token)} inserted at byte ${at}` };
  }),
  changeBytes('bytes.delete', (bytes, rng) => {
    if (bytes.length === 0) return null;
    const at = rng.int(bytes.length);
    const n = rng.between(1, 16);
    return { bytes: Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + n)]), what: `${n} bytes deleted at ${at}` };
  }),
  changeBytes('bytes.truncate', (bytes, rng) => {
    const at = rng.int(bytes.length + 1);
    return { bytes: bytes.subarray(0, at), what: `cut at byte ${at}` };
  }),
  changeBytes('bytes.copy', (bytes, rng) => {
    if (bytes.length === 0) return null;
    const from = rng.int(bytes.length);
    const piece = bytes.subarray(from, from + rng.between(1, 64));
    const at = rng.int(bytes.length + 1);
    return { bytes: Buffer.concat([bytes.subarray(0, at), piece, bytes.subarray(at)]), what: `${piece.length} bytes copied from ${from} to ${at}` };
  }),
];

function lines(bytes: Buffer): string[] {
  return bytes.toString('latin1').split('\n');
}

function joined(parts: string[]): Buffer {
  return Buffer.from(parts.join('\n'), 'latin1');
}

function changeLines(name: string, change: (parts: string[], rng: SeededRandom, tree: FuzzTree) => string | null): Mutator {
  return {
    name,
    kind: 'lines',
    apply(tree, rng) {
      const rel = pickFile(tree, rng);
      if (rel === null) return null;
      const parts = lines(fileBytes(tree, rel));
      const what = change(parts, rng, tree);
      if (what === null || joined(parts).equals(fileBytes(tree, rel))) return null;
      setFile(tree, rel, joined(parts));
      return `${what} in ${describePath(rel)}`;
    },
  };
}

/** Lines that mean something in one of the formats, to be put anywhere. */
const INTERESTING_LINES = [
  'msgid ""', 'msgstr ""', 'msgid "x"', 'msgstr "y"', 'msgid_plural "xs"', 'msgstr[0] "a"', 'msgstr[5] "b"', 'msgctxt "c"', '#, fuzzy',
  '#, c-format, python-brace-format', '#| msgid "old"', '#~ msgid "gone"', '"continued"', '"\\', '#: a.c:1', '',
  'name: X', 'name:', '  - x', '- code: zz', '__proto__: 1', 'constructor: x', 'filemask: "*.po"', 'new_base: ../x.pot',
  'template: ../../../../etc/hostname', 'base_url: http://x.example/a b', '<<: *a', 'a: &a [1, 2]', 'b: *a', '%YAML 1.1', '---',
  '<termEntry id="n"><langSet xml:lang="en"><tig><term>t</term></tig></langSet></termEntry>', '</body>', '<body>',
  '<!DOCTYPE martif [<!ENTITY e "x">]>', '<?xml version="1.0" encoding="ISO-8859-1"?>', '<![CDATA[ x ]]>',
];

export const LINE_MUTATORS: readonly Mutator[] = [
  changeLines('lines.delete', (parts, rng) => {
    const i = rng.int(parts.length);
    parts.splice(i, 1);
    return `line ${i + 1} deleted`;
  }),
  changeLines('lines.duplicate', (parts, rng) => {
    const i = rng.int(parts.length);
    const n = rng.between(1, 3);
    parts.splice(i, 0, ...parts.slice(i, i + n));
    return `lines ${i + 1}..${i + n} duplicated`;
  }),
  changeLines('lines.swap', (parts, rng) => {
    const i = rng.int(parts.length);
    const j = rng.int(parts.length);
    [parts[i], parts[j]] = [parts[j]!, parts[i]!];
    return `lines ${i + 1} and ${j + 1} swapped`;
  }),
  changeLines('lines.insert', (parts, rng) => {
    const i = rng.int(parts.length + 1);
    const line = rng.pick(INTERESTING_LINES);
    parts.splice(i, 0, Buffer.from(line, 'utf8').toString('latin1'));
    return `${describeValue(line)} inserted as line ${i + 1}`;
  }),
  changeLines('lines.splice', (parts, rng, tree) => {
    const other = pickFile(tree, rng);
    if (other === null) return null;
    const from = lines(fileBytes(tree, other));
    const start = rng.int(from.length);
    const piece = from.slice(start, start + rng.between(1, 6));
    const i = rng.int(parts.length + 1);
    parts.splice(i, 0, ...piece);
    return `${piece.length} lines of ${describePath(other)} inserted at line ${i + 1}`;
  }),
  changeLines('lines.indent', (parts, rng) => {
    const i = rng.int(parts.length);
    const by = rng.pick(['  ', ' ', '\t', '    ']);
    if (rng.chance(0.5)) parts[i] = by + parts[i]!;
    else parts[i] = parts[i]!.replace(/^\s+/, '');
    return `line ${i + 1} indented differently`;
  }),
  changeLines('lines.line-ends', (parts, rng) => {
    const ending = rng.pick(['\r', '\u2028', ' ', '\t']);
    for (let i = 0; i < parts.length; i++) parts[i] = parts[i]! + Buffer.from(ending, 'utf8').toString('latin1');
    return `every line ends with ${describeValue(ending)}`;
  }),
];
