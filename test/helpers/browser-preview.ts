import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { expect } from 'vitest';
import { REPO_ROOT } from './content-tree.js';
import { runCli, startCliServer } from './run-cli.js';

/** Debian's browser (`apt-get install chromium`, as .ci/run does); on CI its absence fails the test. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Whether browser tests run: with chromium, or on CI (where its absence fails them rather than skipping). */
export const HAS_CHROMIUM = fs.existsSync(CHROMIUM) || process.env.CI === 'true';
/** Where browser tests leave their screenshots. */
export const SITE_ARTIFACTS = path.join(REPO_ROOT, 'test-artifacts', 'site');

/** The site's root URL of a CLI server, from its API root. */
function siteRootOf(server: { root: string }): string {
  return server.root.replace(/\/api\/$/, '');
}

/** A served build of the site plus a headless browser on it. */
export interface BrowserPreview {
  browser: Browser;
  /** The site's root URL, without a trailing slash (with the base path, if the build has one). */
  origin: string;
  close(): Promise<void>;
}

/**
 * Starts the CLI server `serverArgs` names (by default `preview` of the demo's content) and a
 * headless chromium, and makes the screenshot folder.
 */
export async function startBrowserPreview(serverArgs = ['preview', '--content', 'content']): Promise<BrowserPreview> {
  const server = await startCliServer(serverArgs);
  let browser: Browser;
  try {
    browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  } catch (error) {
    server.stop();
    throw error;
  }
  fs.mkdirSync(SITE_ARTIFACTS, { recursive: true });
  return {
    browser,
    origin: siteRootOf(server),
    close: async () => {
      await browser.close();
      server.stop();
    },
  };
}

/** What to build for {@link withServedBuild}: a content folder, extra `build` options, and lines to add to a copy of its site.yaml. */
export interface ScratchBuild {
  content: string;
  options: string[];
  siteYaml?: string;
}

/**
 * Builds `build` into a scratch folder, serves it with `static-tms serve`, and runs `use` with the
 * site's root URL; stops the server and removes the scratch folder after, whatever `use` does.
 */
export async function withServedBuild(build: ScratchBuild, use: (origin: string) => Promise<void>): Promise<void> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'stms-served-build-'));
  const out = path.join(scratch, 'dist');
  try {
    let content = build.content;
    if (build.siteYaml !== undefined) {
      content = path.join(scratch, 'content');
      fs.cpSync(path.resolve(REPO_ROOT, build.content), content, { recursive: true });
      fs.appendFileSync(path.join(content, 'site.yaml'), build.siteYaml);
    }
    const built = runCli(['build', '--content', content, '--out', out, ...build.options, '--quiet']);
    expect(built.status, built.stderr).toBe(0);
    const server = await startCliServer(['serve', out]);
    try {
      await use(siteRootOf(server));
    } finally {
      server.stop();
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
