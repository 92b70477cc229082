import { fingerprintOf } from './lazy-item.js';

/** What a field of a view holds: plain values only, so that its text names it. */
export type FieldValue = string | number | boolean | bigint | null | readonly string[];

/** A view declared as a table: each field read from one source value. */
export type FieldTable<Source> = Readonly<Record<string, (source: Source) => FieldValue>>;

/** The plain view a table describes: one property per field. */
type ViewOfTable<Table> = { [K in keyof Table]: Table[K] extends (source: never) => infer V ? V : never };

/** The plain view of a ViewFields. */
export type ViewOf<Fields> = Fields extends ViewFields<infer _Source, infer Table> ? ViewOfTable<Table> : never;

/** A ViewFields reading `Source` (the table's functions are typed by it): `viewFields<Source>()({ … })`. */
export function viewFields<Source>(): <Table extends FieldTable<Source>>(table: Table) => ViewFields<Source, Table> {
  return (table) => new ViewFields(table);
}

/**
 * A view (everything an item's JSON shows, issue 16) declared once as a table of fields read from
 * a source. Its fingerprint is digested field by field straight from the source, without building
 * the view object: a build digests a view per unit and per change (millions at scale) and renders
 * only the few whose files it cannot keep. The view built to render has exactly the table's
 * fields, and the digest reads the same table, so nothing is kept in step by hand.
 */
export class ViewFields<Source, Table extends FieldTable<Source>> {
  private readonly keys: (keyof Table & string)[];
  private readonly getters: ((source: Source) => FieldValue)[];

  constructor(table: Table) {
    this.keys = Object.keys(table);
    this.getters = this.keys.map((k) => table[k]!);
  }

  /**
   * The digest of the view of `source`: each field's text in table order, a comma after each.
   * A string is its length, a colon and itself (no other text holds a colon, and the length says
   * where it ends without the scan and copy its JSON would cost: targets are long), a list its
   * JSON, a bigint its digits and `n`, so each text ends where it ends and two views differ in
   * text whenever they differ in a field.
   */
  fingerprint(source: Source): string {
    let text = '';
    for (const get of this.getters) text += `${fieldText(get(source))},`;
    return fingerprintOf(text);
  }

  /** The view of `source` as an object, to render it. */
  view(source: Source): ViewOfTable<Table> {
    const view: Record<string, FieldValue> = {};
    for (const [i, key] of this.keys.entries()) view[key] = this.getters[i]!(source);
    return view as ViewOfTable<Table>;
  }
}

function fieldText(value: FieldValue): string {
  switch (typeof value) {
    case 'string':
      return `${value.length}:${value}`;
    case 'bigint':
      return `${value}n`;
    case 'object':
      return value === null ? 'null' : JSON.stringify(value);
    default:
      return String(value);
  }
}
