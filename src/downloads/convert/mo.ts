import { isTranslated, type TranslationView } from '../translation-view.js';
import { poHeaderText } from './po-header.js';

/**
 * GNU MO, as Weblate's `mo` export (MoExporter): the PO header as the entry of the empty msgid,
 * then every translated unit (fuzzy and empty ones are left out, as msgfmt does): the key is
 * `msgctxt \x04 msgid` (`\0 msgid_plural` for plurals), the value the forms joined by `\0`.
 * Keys are sorted by their bytes (gettext looks them up by binary search); no hash table
 * (its size 0 is allowed and tells readers to search).
 */
export function generateMo(view: TranslationView): Uint8Array {
  const pairs: [Buffer, Buffer][] = [[Buffer.alloc(0), Buffer.from(poHeaderText(view), 'utf8')]];
  for (const unit of view.units) {
    if (!isTranslated(unit) || unit.target.every((form) => form === '')) continue;
    let key = unit.source[0] ?? '';
    if (unit.source.length > 1) key += `\0${unit.source[1] ?? ''}`;
    if (unit.context !== '') key = `${unit.context}\x04${key}`;
    const forms = unit.source.length > 1 ? unit.target : unit.target.slice(0, 1);
    pairs.push([Buffer.from(key, 'utf8'), Buffer.from(forms.join('\0'), 'utf8')]);
  }
  pairs.sort((a, b) => Buffer.compare(a[0], b[0]));
  // Two units with the same key cannot both be looked up: keep the first, as msgfmt refuses duplicates.
  const unique = pairs.filter((pair, i) => i === 0 || !pairs[i - 1]![0].equals(pair[0]));

  const count = unique.length;
  const originalsAt = 28;
  const translationsAt = originalsAt + count * 8;
  let dataAt = translationsAt + count * 8;
  const head = Buffer.alloc(dataAt);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(0, 4);
  head.writeUInt32LE(count, 8);
  head.writeUInt32LE(originalsAt, 12);
  head.writeUInt32LE(translationsAt, 16);
  head.writeUInt32LE(0, 20);
  head.writeUInt32LE(dataAt, 24);
  const data: Buffer[] = [];
  const place = (bytes: Buffer, table: number, index: number) => {
    head.writeUInt32LE(bytes.length, table + index * 8);
    head.writeUInt32LE(dataAt, table + index * 8 + 4);
    data.push(bytes, Buffer.alloc(1));
    dataAt += bytes.length + 1;
  };
  unique.forEach(([key], i) => place(key, originalsAt, i));
  unique.forEach(([, value], i) => place(value, translationsAt, i));
  return Buffer.concat([head, ...data]);
}
