/**
 * Page weights and Lighthouse (issue 21's phone targets, docs/decisions/0027-page-weight.md): the
 * system Chromium (headless, the e2e suite's flags) loads pages of the running server as a visitor
 * on a phone; the JavaScript each page loads is summed gzip-compressed (zlib level 6, what a
 * typical server sends) next to the bytes Chromium actually received. Lighthouse (mobile, its
 * default) runs through its CLI against the same Chromium, offline, on `/`, `/destinations`,
 * `/itineraries` and a public itinerary; each score and the LCP are printed beside their target.
 * e2e/tests/budgets.spec.ts holds the same JavaScript budgets.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** A public itinerary's page (the newest), or null when the data has none. */
export async function publicItineraryPath(base: string): Promise<string | null> {
  try {
    const response = await fetch(`${base}/api/itineraries?sort=latest`);
    const page = (await response.json()) as { items?: { id: string; is_public: boolean }[] };
    const item = page.items?.find((entry) => entry.is_public);
    return item ? `/itineraries/${item.id}` : null;
  } catch {
    return null;
  }
}

/** gzip JavaScript budgets of a visitor's pages; the itinerary's page is found at run time. */
export async function budgets(base: string): Promise<[string, number][]> {
  const itinerary = await publicItineraryPath(base);
  return [
    ['/', 120 * 1024],
    ['/destinations', 180 * 1024],
    ...(itinerary ? ([[itinerary, 180 * 1024]] as [string, number][]) : []),
  ];
}

/** The pages Lighthouse scores. */
export async function lighthousePages(base: string): Promise<string[]> {
  const itinerary = await publicItineraryPath(base);
  return ['/', '/destinations', '/itineraries', ...(itinerary ? [itinerary] : [])];
}

export async function pageWeights(base: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const out: PageWeight[] = [];
    for (const [pagePath, budgetBytes] of await budgets(base)) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
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
  /** Largest Contentful Paint in Lighthouse's simulation (slow 4G, 4× CPU slowdown), ms. */
  lcpMs: number | null;
  /** Total Blocking Time, First Contentful Paint (ms) and Cumulative Layout Shift, simulated. */
  tbtMs?: number | null;
  fcpMs?: number | null;
  cls?: number | null;
  /**
   * The blocking time of every long task of the run (the part of each beyond 50 ms), before the first
   * paint as well as after it. TBT counts only the tasks after the first paint, so it jumps between
   * runs with the race between that paint and the scripts' evaluation; this sum does not.
   */
  longTaskBlockingMs?: number | null;
  /** The LCP element as Lighthouse names it (its selector and a snippet). */
  lcpElement?: string;
  /** Opportunities with an estimated saving, largest first: "title (~N ms, N KiB)". */
  opportunities?: string[];
  /** Audits that count towards a category and did not pass: "category: id — title". */
  failing?: string[];
  /**
   * Lighthouse's measure of the machine's speed at the run (an unloaded desktop scores ~1,000–2,000). Its 4×
   * CPU slowdown assumes such a machine: at 400 the simulated phone is ~4× slower again, so TBT is that much
   * longer — the figure to read a score by on a shared machine.
   */
  benchmarkIndex?: number | null;
  error?: string;
}

interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  details?: {
    type?: string;
    overallSavingsMs?: number;
    overallSavingsBytes?: number;
    items?: {
      duration?: number;
      node?: { selector?: string; snippet?: string };
      items?: { node?: { selector?: string; snippet?: string } }[];
    }[];
  };
  metricSavings?: Record<string, number>;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { message: string };
}

/** The details of a report beyond the scores: metrics, the LCP element, what to fix. */
export function lighthouseDetails(
  report: LighthouseReport,
): Pick<
  LighthouseScores,
  'tbtMs' | 'fcpMs' | 'cls' | 'longTaskBlockingMs' | 'lcpElement' | 'opportunities' | 'failing'
> {
  const audits = report.audits;
  const numeric = (id: string) => audits[id]?.numericValue ?? null;
  const lcpItem = audits['largest-contentful-paint-element']?.details?.items?.[0];
  const lcpNode = lcpItem?.node ?? lcpItem?.items?.[0]?.node;
  const opportunities = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => ({
      audit: a,
      ms: a.details?.overallSavingsMs ?? a.metricSavings?.LCP ?? 0,
      bytes: a.details?.overallSavingsBytes ?? 0,
    }))
    .filter((o) => o.ms > 0 || o.bytes > 0)
    .sort((x, y) => y.ms - x.ms || y.bytes - x.bytes)
    .slice(0, 8)
    .map(
      (o) => `${o.audit.id} — ${o.audit.title} (~${Math.round(o.ms)} ms, ${Math.round(o.bytes / 1024)} KiB)`,
    );
  const failing: string[] = [];
  for (const [category, { auditRefs }] of Object.entries(report.categories)) {
    for (const ref of auditRefs) {
      const audit = audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative') continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
      if (audit.score < (category === 'performance' ? 0.9 : 1)) {
        failing.push(`${category}: ${audit.id} (${Math.round(audit.score * 100)}) — ${audit.title}`);
      }
    }
  }
  return {
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    longTaskBlockingMs: audits['long-tasks']?.details?.items
      ? audits['long-tasks'].details.items.reduce(
          (sum, task) => sum + Math.max(0, (task.duration ?? 0) - 50),
          0,
        )
      : null,
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${lcpNode.snippet ?? ''}`.trim() : undefined,
    opportunities,
    failing,
  };
}

/** Issue 21's targets: scores out of 100 (at least), LCP in ms (at most). */
export const lighthouseTargets = {
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2500,
};

/** One line a page: each score and the LCP beside its target, and whether all of them hold. */
export function lighthouseLines(scores: LighthouseScores[]): string[] {
  const t = lighthouseTargets;
  const score = (value: number | null, target: number) =>
    value === null ? '   -' : `${String(Math.round(value * 100)).padStart(4)}/${target}`;
  const holds = (s: LighthouseScores) =>
    s.performance !== null &&
    Math.round(s.performance * 100) >= t.performance &&
    Math.round((s.accessibility ?? 0) * 100) >= t.accessibility &&
    Math.round((s.bestPractices ?? 0) * 100) >= t.bestPractices &&
    Math.round((s.seo ?? 0) * 100) >= t.seo &&
    s.lcpMs !== null &&
    s.lcpMs <= t.lcpMs;
  return [
    `Lighthouse (mobile): score/target — performance, accessibility, best practices, SEO; LCP ms (target ≤ ${t.lcpMs})`,
    ...scores.map(
      (s) =>
        `${s.path.padEnd(50)} ${score(s.performance, t.performance)} ${score(s.accessibility, t.accessibility)}` +
        ` ${score(s.bestPractices, t.bestPractices)} ${score(s.seo, t.seo)}` +
        ` LCP ${s.lcpMs === null ? '-' : Math.round(s.lcpMs)}  ${holds(s) ? 'PASS' : 'FAIL'}` +
        (s.error ? `  (${s.error})` : ''),
    ),
  ];
}

const run = promisify(execFile);

/**
 * Lighthouse (mobile) on each path of the running server at `base`, one after the other. With
 * `keepReports`, each page's JSON report is also written there (page-N.json).
 */
export async function lighthouse(
  base: string,
  paths: string[],
  root: string,
  keepReports?: string,
): Promise<LighthouseScores[]> {
  const cli = path.join(root, 'node_modules/.bin/lighthouse');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pintrip-lighthouse-'));
  const out: LighthouseScores[] = [];
  if (keepReports) mkdirSync(keepReports, { recursive: true });
  try {
    for (const [index, pagePath] of paths.entries()) {
      const file = keepReports
        ? path.join(keepReports, `page-${index + 1}.json`)
        : path.join(dir, 'report.json');
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
        const report = JSON.parse(readFileSync(file, 'utf8')) as LighthouseReport;
        const score = (key: string) => report.categories[key]?.score ?? null;
        out.push({
          path: pagePath,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? null,
          ...lighthouseDetails(report),
          benchmarkIndex: report.environment?.benchmarkIndex ?? null,
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
          lcpMs: null,
          error: message,
        });
      }
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
