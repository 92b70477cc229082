import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONVERSION_FORMATS } from './convert/conversion-formats.js';
import { sampleView } from './convert/sample-view.test-fixture.js';
import { ConversionThread } from './conversion-thread.js';

const NAMES = CONVERSION_FORMATS.map((format) => format.name);
const sample = JSON.stringify(sampleView());

const threads: ConversionThread[] = [];
const thread = (idleMs?: number): ConversionThread => {
  const made = new ConversionThread(idleMs);
  threads.push(made);
  return made;
};
afterEach(() => threads.splice(0).forEach((t) => t.close()));

describe('the conversion thread', () => {
  it('makes the bytes the generators make on the main thread, in the order asked', async () => {
    const view = sampleView();
    const files = await thread().convert(JSON.stringify(view), [...NAMES].reverse());
    expect(files).not.toBeNull();
    const expected = [...CONVERSION_FORMATS].reverse().map((format) => Buffer.from(format.generate(view)));
    expect(files!.map((file) => Buffer.from(file))).toEqual(expected);
    // Each file is its own buffer, handed over whole.
    for (const file of files!) expect(file.byteLength).toBe(file.buffer.byteLength);
  });

  it('answers null for a view it cannot convert, and goes on converting the next', async () => {
    const converter = thread();
    expect(await converter.convert(JSON.stringify({ ...sampleView(), units: null }), ['po'])).toBeNull();
    expect(await converter.convert('{"units":', ['po'])).toBeNull();
    expect(await converter.convert(sample, ['csv'])).toHaveLength(1);
  });

  it('answers null once closed, for what was asked before and what is asked after, without starting again', async () => {
    const converter = thread();
    const asked = converter.convert(sample, NAMES);
    converter.close();
    expect(await asked).toBeNull();
    expect(await converter.convert(sample, NAMES)).toBeNull();
    expect(converter.running).toBe(false);
  });

  it('ends once asked for nothing for a while, and starts again when asked', async () => {
    const converter = thread(50);
    expect(converter.running).toBe(false);
    const first = await converter.convert(sample, ['po']);
    expect(converter.running).toBe(true);
    await vi.waitFor(() => expect(converter.running).toBe(false), { timeout: 5_000 });
    expect(await converter.convert(sample, ['po'])).toEqual(first);
  });
});
