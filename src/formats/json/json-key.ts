/** One step of a unit's path in a JSON tree: an object key or an array index. */
export type JsonPathPart = { key: string } | { index: number };

/**
 * The unit key as Weblate forms it: translate-toolkit's unit id (`.a.b`, `[0]` for array items)
 * without its leading dot (Weblate's JSONUnit.context).
 */
export function jsonKey(path: readonly JsonPathPart[]): string {
  const id = path.map((p) => ('key' in p ? `.${p.key}` : `[${p.index}]`)).join('');
  return id.startsWith('.') ? id.slice(1) : id;
}
