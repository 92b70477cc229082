import fs from 'node:fs';
import path from 'node:path';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { parseYamlFile, type YamlFile } from './read-yaml.js';
import { validateMapping, type Schema, type ValidatedMapping } from './schema.js';

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

  exists(rel: string): boolean {
    return fs.existsSync(this.abs(rel));
  }

  /** Sorted child folders of a content folder (code-point order). */
  listDirs(rel: string): string[] {
    if (!this.exists(rel)) return [];
    return fs
      .readdirSync(this.abs(rel), { withFileTypes: true })
      .filter((e) => e.isDirectory() || (e.isSymbolicLink() && fs.statSync(this.abs(`${rel}/${e.name}`)).isDirectory()))
      .map((e) => e.name)
      .filter((name) => !name.startsWith('.'))
      .sort();
  }

  /** True when the file, after resolving links, stays inside the content root; else reports `path-outside-content`. */
  checkInside(rel: string, line = 1, column = 1, reportIn = rel): boolean {
    const real = fs.realpathSync(this.abs(rel));
    if (real === this.realRoot || real.startsWith(this.realRoot + path.sep)) return true;
    this.bag.error(reportIn, line, column, 'path-outside-content', `${rel} resolves outside the ${this.rootName}`);
    return false;
  }

  parseYaml(rel: string): YamlFile | null {
    if (!this.checkInside(rel)) return null;
    return parseYamlFile(fs.readFileSync(this.abs(rel), 'utf8'), rel, this.bag);
  }

  readYaml(rel: string, schema: Schema, what: string): ValidatedMapping | null {
    const yaml = this.parseYaml(rel);
    return yaml && validateMapping(yaml, yaml.root, schema, what, this.bag);
  }
}

/** A content-relative path below a folder ("" is the root). */
export function joinContentPath(dir: string, rel: string): string {
  return dir === '' ? rel : `${dir}/${rel}`;
}
