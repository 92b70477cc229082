import type { DiagnosticCode } from '../diagnostics/catalogue.js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { dumbHttpIndexFiles, dumbHttpPackFiles, type GitExportFile } from './dumb-http-files.js';
import { isPublishableBranch, isRelativeInside } from './export-input-checks.js';
import { packRepository } from './pack-repository.js';
import { rewriteComponentHistory } from './rewrite-component-history.js';
import type { IdentityRewrite } from './rewrite-identities.js';

export interface GitExportRequest {
  /** A folder inside the content repository's work tree (the content root); `paths` are relative to it. */
  sourceDir: string;
  /** The component's files: filemask matches, template, component.yaml (literal paths, `/`-separated). */
  paths: readonly string[];
  /** The component's `branch`: the one branch the export publishes. */
  branch: string;
  /**
   * Who the commits name: `keep` publishes the authors' and committers' names and e-mail
   * addresses as recorded; a function maps each of them (e.g. to a declared user's public name,
   * or to an anonymous one) so that no address is published.
   */
  identities: 'keep' | IdentityRewrite;
  /** Where the diagnostics point (the component's configuration). */
  location: { file: string; line: number; column: number };
  /** Where temporary folders go; the system's temporary folder by default. */
  tempRoot?: string;
}

export type GitExportResult =
  | {
      ok: true;
      /** The published commit (the rewritten history's tip). */
      commit: string;
      /** In path order; pack and index point at temporary files that live until `dispose`. */
      files: GitExportFile[];
      dispose(): Promise<void>;
    }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * The component's repository for git's dumb HTTP protocol, as static files: the history of the
 * component's files only (rewritten with `git fast-export | git fast-import`, see
 * rewrite-component-history.ts), one branch, one pack. The same history gives the same bytes.
 */
export async function exportComponentRepository(request: GitExportRequest): Promise<GitExportResult> {
  const { location } = request;
  const fail = (severity: Diagnostic['severity'], code: DiagnosticCode, message: string): GitExportResult => ({
    ok: false,
    diagnostics: [{ ...location, severity, code, message }],
  });
  if (!isPublishableBranch(request.branch)) {
    return fail('error', 'git-export-bad-branch', `branch ${JSON.stringify(request.branch)} cannot be published as a git branch name`);
  }
  const outside = request.paths.find((p) => !isRelativeInside(p));
  if (outside !== undefined) {
    return fail('error', 'git-export-bad-path', `${JSON.stringify(outside)} is not a relative path inside the content folder`);
  }

  const tempDir = await mkdtemp(path.join(request.tempRoot ?? os.tmpdir(), 'static-tms-git-export-'));
  const dispose = (): Promise<void> => rm(tempDir, { recursive: true, force: true });
  const scratchDir = path.join(tempDir, 'scratch.git');
  try {
    const paths = [...new Set(request.paths)].sort();
    const rewritten = await rewriteComponentHistory({ sourceDir: request.sourceDir, paths, branch: request.branch, scratchDir, identities: request.identities });
    switch (rewritten.kind) {
      case 'not-a-repository':
        await dispose();
        return fail('warning', 'git-export-not-a-repository', `the content is not in a git work tree (${rewritten.detail}): git_export is not published`);
      case 'no-history':
        await dispose();
        return fail('warning', 'git-export-no-history', 'no commit holds any file of this component: git_export is not published');
      case 'failed':
        await dispose();
        return fail('error', 'git-export-failed', `${rewritten.step} failed: ${rewritten.detail}`);
      case 'rewritten':
        break;
    }
    const packPrefix = path.join(tempDir, 'pack');
    const packed = await packRepository(scratchDir, `refs/heads/${request.branch}`, packPrefix);
    if (packed.kind === 'failed') {
      await dispose();
      return fail('error', 'git-export-failed', `git pack-objects failed: ${packed.detail}`);
    }
    // The scratch repository is not needed any more: only the pack and its index are published.
    await rm(scratchDir, { recursive: true, force: true });
    const files = [...dumbHttpIndexFiles(request.branch, rewritten.commit, packed.name), ...dumbHttpPackFiles(packed.name, packPrefix)];
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { ok: true, commit: rewritten.commit, files, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
