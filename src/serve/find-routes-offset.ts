/**
 * Finds where the `routes` array of a headers manifest starts (hosting.md §3), so a consumer can
 * parse the head without reading the routes. It scans JSON text fed in chunks, tracking strings
 * and nesting, and reports the offset of the `[` that follows the top-level key `"routes"`.
 */
export interface RoutesOffsetScanner {
  /** Appends text; returns the offset in the whole text of the routes `[` once it is seen. */
  feed(chunk: string): number | undefined;
}

export function createRoutesOffsetScanner(): RoutesOffsetScanner {
  let text = '';
  let index = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  // 0: nothing pending; 1: read the key "routes" at depth 1; 2: read its colon.
  let step = 0;

  return {
    feed(chunk: string): number | undefined {
      text += chunk;
      for (; index < text.length; index++) {
        const char = text[index];
        if (inString) {
          if (escaped) escaped = false;
          else if (char === '\\') escaped = true;
          else if (char === '"') {
            inString = false;
            step = depth === 1 && step === 0 && text.slice(stringStart, index) === 'routes' ? 1 : 0;
          }
          continue;
        }
        if (char === ' ' || char === '\n' || char === '\r' || char === '\t') continue;
        if (step === 1 && char === ':') {
          step = 2;
          continue;
        }
        if (step === 2 && char === '[') return index;
        step = 0;
        if (char === '"') {
          inString = true;
          stringStart = index + 1;
        } else if (char === '{' || char === '[') depth++;
        else if (char === '}' || char === ']') depth--;
      }
      return undefined;
    },
  };
}
