import { describe, expect, it } from 'vitest';
import { createRoutesOffsetScanner } from './find-routes-offset.js';

function offsetOf(chunks: string[]): number | undefined {
  const scanner = createRoutesOffsetScanner();
  for (const chunk of chunks) {
    const offset = scanner.feed(chunk);
    if (offset !== undefined) return offset;
  }
  return undefined;
}

describe('createRoutesOffsetScanner', () => {
  it('finds the routes array on its own line', () => {
    const text = '{"version":1,\n"kinds":{"a":{"pattern":"/api/"}},\n"routes":[\n{"url":"/api/"}\n]}\n';
    const offset = offsetOf([text]);
    expect(offset).toBe(text.indexOf('"routes":[') + '"routes":'.length);
    expect(JSON.parse(`${text.slice(0, (offset ?? 0) + 1)}]}`)).toEqual({ version: 1, kinds: { a: { pattern: '/api/' } }, routes: [] });
  });

  it('finds it at the end of a one-line head, with spaces around the colon', () => {
    const text = '{"version":1,"routes" : [\n{"url":"/api/"}]}';
    expect(offsetOf([text])).toBe(text.indexOf('['));
  });

  it('ignores "routes" inside strings, nested objects and values', () => {
    const text =
      '{"options":"{\\"routes\\":[1]}","kinds":{"routes":{"pattern":"/r/"}},"links":"routes","x":["routes"],\n"routes":[\n]}';
    expect(offsetOf([text])).toBe(text.lastIndexOf('['));
  });

  it('works across chunk boundaries anywhere', () => {
    const text = '{"version":1,"base_url":"https://x.example","kinds":{},\n"routes":[\n{"url":"/a/"}\n]}\n';
    const expected = text.indexOf('"routes":[') + '"routes":'.length;
    for (let cut = 1; cut < text.length; cut++) {
      expect(offsetOf([text.slice(0, cut), text.slice(cut)])).toBe(expected);
    }
  });

  it('reports nothing when there is no routes array', () => {
    expect(offsetOf(['{"version":1,"routes":{}}'])).toBeUndefined();
    expect(offsetOf(['{"version":1}'])).toBeUndefined();
  });
});
