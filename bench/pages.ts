/**
 * Page weights and Lighthouse: the system Chromium (headless, the e2e suite's flags) loads pages
 * of the running server; the JavaScript each page loads is summed gzip-compressed (zlib level 6,
 * what a typical server sends) next to the bytes Chromium actually received. Lighthouse (mobile,
 * its default) runs through its CLI against the same Chromium, offline.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export interface PageWeight {
  path: string;
  scripts: number;
  gzipBytes: number;
  transferredBytes: number;
  budgetBytes: number;
  pass: boolean;
}

export const budgets: [string, number][] = [
  ['/', 120 * 1024],
  ['/destinations', 180 * 1024],
];

export async function pageWeights(base: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const out: PageWeight[] = [];
    for (const [pagePath, budgetBytes] of budgets) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const pending: Promise<{ gzip: number; transferred: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          (async () => {
            const body = await response.body();
            const sizes = await response.request().sizes();
            return { gzip: gzipSync(body, { level: 6 }).length, transferred: sizes.responseBodySize };
          })(),
        );
      });
      await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle', timeout: 60_000 });
      const scripts = await Promise.all(pending);
      const gzipBytes = scripts.reduce((sum, s) => sum + s.gzip, 0);
      out.push({
        path: pagePath,
        scripts: scripts.length,
        gzipBytes,
        transferredBytes: scripts.reduce((sum, s) => sum + s.transferred, 0),
        budgetBytes,
        pass: gzipBytes <= budgetBytes,
      });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

export interface LighthouseScores {
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  error?: string;
}

const run = promisify(execFile);

export async function lighthouse(base: string, paths: string[], root: string): Promise<LighthouseScores[]> {
  const cli = path.join(root, 'node_modules/.bin/lighthouse');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pintrip-lighthouse-'));
  const out: LighthouseScores[] = [];
  try {
    for (const pagePath of paths) {
      const file = path.join(dir, 'report.json');
      try {
        await run(
          cli,
          [
            `${base}${pagePath}`,
            '--quiet',
            '--output=json',
            `--output-path=${file}`,
            '--only-categories=performance,accessibility,best-practices,seo',
            `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
          ],
          { env: { ...process.env, CHROME_PATH: chromiumPath }, timeout: 180_000 },
        );
        const report = JSON.parse(readFileSync(file, 'utf8')) as {
          categories: Record<string, { score: number | null }>;
          runtimeError?: { message: string };
        };
        const score = (key: string) => report.categories[key]?.score ?? null;
        out.push({
          path: pagePath,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          ...(report.runtimeError ? { error: report.runtimeError.message } : {}),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        out.push({
          path: pagePath,
          performance: null,
          accessibility: null,
          bestPractices: null,
          seo: null,
          error: message,
        });
      }
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
