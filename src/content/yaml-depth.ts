import { Parser, type CST } from 'yaml';

/** Deeper than any configuration needs, and far from where the YAML library's recursion fails. */
export const MAX_YAML_DEPTH = 64;

/**
 * The offset of the first collection nested deeper than `max` (flow or block, with keys), or
 * null. The YAML library composes a document recursively: a document nested some thousands deep
 * overflows the stack, at a depth that depends on what called it, so that the same file gave
 * errors at other columns under `check` than under `build`. This walks the library's syntax tree
 * (read without recursion) with a stack of its own, so the file is refused at the same place
 * every time, before it is composed.
 */
export function findTooDeep(text: string, max = MAX_YAML_DEPTH): number | null {
  const stack: { token: CST.Token; depth: number }[] = [];
  for (const token of new Parser().parse(text)) stack.push({ token, depth: 0 });
  while (stack.length > 0) {
    const { token, depth } = stack.pop()!;
    switch (token.type) {
      case 'document':
        if (token.value) stack.push({ token: token.value, depth });
        break;
      case 'block-map':
      case 'block-seq':
      case 'flow-collection': {
        const inner = depth + 1;
        if (inner > max) return token.offset;
        for (const item of token.items) {
          if (item.key) stack.push({ token: item.key, depth: inner });
          if (item.value) stack.push({ token: item.value, depth: inner });
        }
        break;
      }
      case 'block-scalar':
        for (const prop of token.props) stack.push({ token: prop, depth });
        break;
      default:
        break;
    }
  }
  return null;
}
