import fs from 'node:fs';
import path from 'node:path';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { errorCode, listFolder, pathKind, readContentText, reportNameNotUtf8 } from './content-files.js';
import { parseYamlFile, type YamlFile } from './read-yaml.js';
import { validateMapping, type MappingKind, type Schema, type ValidatedMapping } from './schema.js';

/** Paths, reading and the containment rule shared by the loaders of both layouts. */
export class ContentContext {
  constructor(
    readonly root: string,
    readonly realRoot: string,
    readonly bag: DiagnosticBag,
    /** How diagnostics name the root: the content folder, or the repository of static-tms.yaml. */
    readonly rootName = 'content folder',
  ) {}

  abs(rel: string): string {
    return path.join(this.root, rel);
  }

  rel(abs: string): string {
    return path.relative(this.root, abs).split(path.sep).join('/');
  }

  /** True when anything is at the path, a dangling link included: reading it then says what is wrong. */
  exists(rel: string): boolean {
    try {
      return fs.lstatSync(this.abs(rel), { throwIfNoEntry: false }) !== undefined;
    } catch {
      return true; // e.g. EACCES on a parent: the read reports it
    }
  }

  /**
   * Sorted child folders of a content folder (code-point order). Hidden folders (`.git`, `.idea`)
   * are skipped; a name that is not UTF-8, a dangling link or a folder that cannot be listed is an
   * error, never skipped in silence.
   */
  listDirs(rel: string): string[] {
    if (!this.exists(rel)) return [];
    const names = listFolder(this.abs(rel), rel, { file: rel, line: 1, column: 1 }, this.bag);
    if (names === null) return [];
    const dirs: string[] = [];
    for (const { name, utf8 } of names) {
      if (isHiddenName(name)) continue;
      const child = `${rel}/${name}`;
      if (!utf8) {
        // Its text is lossy: it can be neither opened nor published by it, whatever it is.
        reportNameNotUtf8(child, { file: child, line: 1, column: 1 }, this.bag);
        continue;
      }
      const kind = pathKind(this.abs(child));
      if (kind.kind === 'folder') dirs.push(name);
      else if (kind.kind === 'broken-link') this.bag.error(child, 1, 1, 'link-broken', `${child} is a symbolic link that cannot be followed: ${kind.why}`);
      else if (kind.kind === 'unreadable') this.bag.error(child, 1, 1, 'file-unreadable', `${child} cannot be read: ${kind.why}`);
    }
    return dirs;
  }

  /** True when the file, after resolving links, stays inside the content root; else reports `path-outside-content`. */
  checkInside(rel: string, line = 1, column = 1, reportIn = rel): boolean {
    let real: string;
    try {
      real = fs.realpathSync(this.abs(rel));
    } catch (error) {
      const code = errorCode(error) ?? String(error);
      this.bag.error(reportIn, line, column, 'link-broken', `${rel} cannot be resolved (${code}): a link in its path is broken or loops`);
      return false;
    }
    if (real === this.realRoot || real.startsWith(this.realRoot + path.sep)) return true;
    this.bag.error(reportIn, line, column, 'path-outside-content', `${rel} resolves outside the ${this.rootName}`);
    return false;
  }

  parseYaml(rel: string): YamlFile | null {
    if (!this.checkInside(rel)) return null;
    const text = readContentText(this.abs(rel), rel, { file: rel, line: 1, column: 1 }, this.bag);
    return text === null ? null : parseYamlFile(text, rel, this.bag);
  }

  readYaml<S extends Schema>(rel: string, schema: S, what: MappingKind): ValidatedMapping<S> | null {
    const yaml = this.parseYaml(rel);
    return yaml && validateMapping(yaml, yaml.root, schema, what, this.bag);
  }
}

/**
 * A hidden name (`.git`, `.DS_Store`): a dot then a name character. Other names with a leading dot
 * (`..a`, `.`) are not hidden but wrong, and reported as folder names that are not slugs.
 */
export function isHiddenName(name: string): boolean {
  return /^\.[A-Za-z0-9_-]/.test(name);
}

/** A content-relative path below a folder ("" is the root). */
export function joinContentPath(dir: string, rel: string): string {
  return dir === '' ? rel : `${dir}/${rel}`;
}
