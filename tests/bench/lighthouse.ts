// Lighthouse performance and accessibility with its default configuration, i.e. the
// mobile preset (Moto G Power emulation, simulated slow 4G and 4× CPU), in Debian's Chromium.
// Chromium is started by chrome-launcher from /usr/bin/chromium (never downloaded) and each page
// is audited in a tab puppeteer holds, so a page can be given the customer's login: the web app
// keeps it in sessionStorage, which belongs to a tab (a script on new documents puts it there
// before the app's own scripts run), and Lighthouse's storage reset (caches, service workers, file
// systems) leaves sessionStorage alone. Each audit is a cold load: the reset clears the HTTP cache.
//
// Alone, against dist/ (run `npm run build` first): node --import tsx tests/bench/lighthouse.ts
// LIGHTHOUSE_REPORT_DIR=<dir> keeps each page's full report (<label>.json) to read what costs the time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** How many times each page is audited (BENCH_LIGHTHOUSE_RUNS, default 3): the median run is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthousePage {
  label: string;
  path: string;
  /** entries put into the tab's sessionStorage on the app's origin before the audit (a customer's login) */
  sessionStorage?: Record<string, string>;
  /** a label the page shows only when it rendered as meant (else the audit is reported as failed) */
  readyLabel?: string;
}

export interface FailingAudit {
  id: string;
  title: string;
  score: number | null;
  /** selectors of the offending elements, when the audit names them */
  targets: string[];
}

export interface LighthouseScore {
  label: string;
  path: string;
  /** 0–100; null when Lighthouse could not score the category */
  performance: number | null;
  /** the performance score of every run, in the order run (performance is their median) */
  performanceRuns: Array<number | null>;
  accessibility: number | null;
  /** Lighthouse's own metric read-outs: FCP, LCP, TBT, CLS, Speed Index */
  metrics: string;
  failingAccessibility: FailingAudit[];
  warnings: string[];
}

export type LighthouseOutcome = LighthouseScore | { label: string; path: string; error: string };

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const percent = (score: number | null | undefined) => (typeof score === 'number' ? Math.round(score * 100) : null);

function failingAudits(lhr: Lhr, category: string): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing: FailingAudit[] = [];
  for (const ref of refs) {
    if (ref.weight === 0) continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.scoreDisplayMode !== 'binary' || audit.score === 1) continue;
    const items = (audit.details as { items?: Array<{ node?: { selector?: string } }> } | undefined)?.items ?? [];
    failing.push({ id: audit.id, title: audit.title, score: audit.score, targets: items.map((item) => item.node?.selector).filter((s): s is string => !!s) });
  }
  return failing;
}

function metricsOf(lhr: Lhr): string {
  const shown = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  // benchmarkIndex: Lighthouse's measure of this machine's speed during the run (a 2020 mid-range desktop is about 1000); a busy machine scores low
  return `FCP ${shown('first-contentful-paint')}, LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')}, CLS ${shown('cumulative-layout-shift')}, SI ${shown('speed-index')}; benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`;
}

async function audit(url: string, page: import('puppeteer-core').Page): Promise<Lhr> {
  const result = await lighthouse(url, { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] }, undefined, page);
  if (!result) throw new Error('Lighthouse returned no result');
  return result.lhr;
}

/**
 * Puts `entries` into the tab's sessionStorage on the app's origin before any script of it runs, on
 * that origin only (the tab's first document, about:blank, has no storage of its own).
 */
export async function putSessionStorage(page: import('puppeteer-core').Page, baseUrl: string, entries: Record<string, string>): Promise<void> {
  await page.evaluateOnNewDocument(
    (origin: string, stored: Record<string, string>) => {
      if (location.origin !== origin) return;
      for (const [key, value] of Object.entries(stored)) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
    },
    new URL(baseUrl).origin,
    entries,
  );
}

/** Audits each page in turn in one Chromium; a page that cannot be audited gets an error, the others still run. */
export async function lighthouseScores(baseUrl: string, pages: LighthousePage[]): Promise<LighthouseOutcome[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const outcomes: LighthouseOutcome[] = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      for (const target of pages) {
        const page = await browser.newPage();
        try {
          if (target.sessionStorage) await putSessionStorage(page, baseUrl, target.sessionStorage);
          // Scores move by several points from one run to the next on the same build: each page is
          // audited RUNS times and the run with the median performance score is the one reported.
          const runs: Lhr[] = [];
          const retried: string[] = [];
          for (let run = 0; run < RUNS; run++) {
            // Lighthouse asks to be run again after a broken trace (NO_NAVSTART and the like): once
            let one = await audit(`${baseUrl}${target.path}`, page);
            if (one.runtimeError) {
              retried.push(`a run was audited twice: the first failed with ${one.runtimeError.code}`);
              one = await audit(`${baseUrl}${target.path}`, page);
            }
            if (one.runtimeError) throw new Error(`${one.runtimeError.code}: ${one.runtimeError.message}`);
            runs.push(one);
          }
          const scoreOf = (one: Lhr) => one.categories.performance?.score ?? 0;
          const sorted = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b));
          const lhr = sorted[Math.floor(sorted.length / 2)];
          const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
          if (reportDir) {
            mkdirSync(reportDir, { recursive: true });
            writeFileSync(join(reportDir, `${target.label.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
          }
          const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
          const wanted = new URL(target.path, baseUrl).pathname;
          if (finalPath !== wanted) throw new Error(`the page ended on ${finalPath}, not ${wanted}`);
          if (target.readyLabel) {
            const shown = await page.evaluate(
              (text: string) => [...document.querySelectorAll('label')].some((label) => label.textContent?.includes(text)),
              target.readyLabel,
            );
            if (!shown) throw new Error(`the page did not show "${target.readyLabel}": not the page a customer sees`);
          }
          outcomes.push({
            label: target.label,
            path: target.path,
            performance: percent(lhr.categories.performance?.score),
            performanceRuns: runs.map((one) => percent(one.categories.performance?.score)),
            accessibility: percent(lhr.categories.accessibility?.score),
            metrics: metricsOf(lhr),
            failingAccessibility: failingAudits(lhr, 'accessibility'),
            warnings: [...retried, ...lhr.runWarnings.map(String)],
          });
        } catch (error) {
          outcomes.push({ label: target.label, path: target.path, error: error instanceof Error ? error.message : String(error) });
        } finally {
          await page.close().catch(() => undefined);
        }
      }
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
  return outcomes;
}

/** Rows for the bench table: [measure, result, budget]; failing accessibility audits get a row each. */
export function lighthouseRows(outcomes: LighthouseOutcome[]): Array<[string, string, string]> {
  const rows: Array<[string, string, string]> = [];
  for (const o of outcomes) {
    const what = `Lighthouse mobile, ${o.label} (${o.path})`;
    if ('error' in o) {
      rows.push([what, `failed: ${o.error.split('\n')[0].slice(0, 200)}`, 'perf ≥ 90, a11y ≥ 95']);
      continue;
    }
    const runs = o.performanceRuns.length > 1 ? ` (median of ${o.performanceRuns.length} runs: ${o.performanceRuns.join(', ')})` : '';
    rows.push([what, `performance ${o.performance ?? 'n/a'}${runs}, accessibility ${o.accessibility ?? 'n/a'}`, 'perf ≥ 90, a11y ≥ 95']);
    rows.push([`  Lighthouse metrics, ${o.label}`, o.metrics, '']);
    for (const audit of o.failingAccessibility) {
      const targets = audit.targets.length
        ? `: ${audit.targets.slice(0, 3).join(', ')}${audit.targets.length > 3 ? ` (+${audit.targets.length - 3})` : ''}`
        : '';
      rows.push([`  a11y audit failing, ${o.label}`, `${audit.id} (${audit.title})${targets}`.slice(0, 200), '']);
    }
    for (const warning of o.warnings) rows.push([`  Lighthouse warning, ${o.label}`, warning.slice(0, 200), '']);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('../e2e/support/server');
  const { customerLogin, WIZARD_PATH, WIZARD_READY_LABEL } = await import('./customer');
  const server = await startServer();
  try {
    const login = await customerLogin(server.baseUrl);
    const outcomes = await lighthouseScores(server.baseUrl, [
      { label: 'landing', path: '/' },
      { label: 'wizard step Company Information', path: WIZARD_PATH, sessionStorage: login.sessionStorage, readyLabel: WIZARD_READY_LABEL },
    ]);
    for (const row of lighthouseRows(outcomes)) console.log(row.join(' | '));
  } finally {
    await server.stop();
  }
}
