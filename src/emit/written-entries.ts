import fs from 'node:fs';

/**
 * The files a build wrote (rendered, not kept or linked) with their inventory entries, kept beside
 * its version as `<version>.written`.
 *
 * Two versions alternate, so a rebuild recycles the version before last: the files the last build
 * changed are older there. Where such a file's fingerprint is the one the last build wrote, the
 * rebuild links the published file instead of rendering it again, which for a unit meant building
 * every unit of its component (TreeWriter.keep). Kept by rebuilds only, and only when they are
 * few: a cold build or a full render (a new program) leaves none.
 */
export class WrittenEntries {
  private entries: string[] | null = [];

  /** Notes a file written with this inventory entry. */
  add(rel: string, entry: string): void {
    if (this.entries !== null && this.entries.push(`${entry} ${rel}`) > WRITTEN_LIMIT) this.entries = null;
  }

  /** Writes the list beside `versionDir`, under the build's salt; none when there were too many. */
  save(versionDir: string, salt: string): void {
    if (this.entries === null) return;
    const file = writtenPathOf(versionDir);
    fs.writeFileSync(`${file}.partial`, [`${WRITTEN_HEADER} ${salt}`, ...this.entries, ''].join('\n'));
    fs.renameSync(`${file}.partial`, file);
  }

  /** What the build of `versionDir` wrote, by path, when it wrote under `salt` (else its fingerprints do not count); null when unknown. */
  static read(versionDir: string, salt: string): Map<string, string> | null {
    let text: string;
    try {
      text = fs.readFileSync(writtenPathOf(versionDir), 'utf8');
    } catch {
      return null;
    }
    const lines = text.split('\n');
    if (lines[0] !== `${WRITTEN_HEADER} ${salt}` || lines.pop() !== '') return null;
    const written = new Map<string, string>();
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      const space = line.indexOf(' ');
      written.set(line.slice(space + 1), line.slice(0, space));
    }
    return written;
  }
}

const WRITTEN_HEADER = 'static-tms-written 1';

/** More files than this and the list is not kept: a rebuild after one changed file writes about 30,000 at a million strings. */
export const WRITTEN_LIMIT = 100_000;

export function writtenPathOf(versionDir: string): string {
  return `${versionDir}.written`;
}
