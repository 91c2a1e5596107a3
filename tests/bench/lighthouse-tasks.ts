// What Lighthouse counts as blocking, task by task: `node --import tsx tests/bench/lighthouse-tasks.ts [runs]`
// (after `npm run build`). Audits the landing page and Company Information as a customer (PAGES=landing,wizard), in a
// language of the release with PAGE_LANG=ar
// with the bench's settings, and prints for each run the score, the simulated and observed first paint, and
// every main-thread task of 10 ms or more as observed (unthrottled), marked by whether it came after the
// observed first paint (the tasks Total Blocking Time sums, four times as long, less 50 ms each), with
// the kinds of work inside it. The tool behind the work on Lighthouse's score; figures only, no budget.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startServer } from '../e2e/support/server';
import { customerLogin, WIZARD_PATH } from './customer';
import { CHROME_FLAGS, CHROME_PATH, putSessionStorage } from './lighthouse';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: { data?: { url?: string; frame?: string; functionName?: string } };
}

const runs = Number(process.argv[2] ?? 3);
const pages = (process.env.PAGES ?? 'landing,wizard').split(',');
const query = process.env.PAGE_LANG ? `?lang=${encodeURIComponent(process.env.PAGE_LANG)}` : '';

/** Main-thread top-level tasks of the page's renderer, with the time each kind of event inside took. */
function tasksOf(events: TraceEvent[], fcpTs: number) {
  const navStart = events.find((e) => e.name === 'navigationStart' && e.args?.data);
  const main = navStart ? { pid: navStart.pid, tid: navStart.tid } : undefined;
  if (!main || !navStart) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= navStart.ts);
  const tops = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 10_000);
  return tops.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const holds = (outer: TraceEvent, e: TraceEvent) =>
      outer !== e && outer.ts <= e.ts && outer.ts + (outer.dur ?? 0) >= e.ts + (e.dur ?? 0) && (outer.dur ?? 0) > (e.dur ?? 0);
    const kinds = new Map<string, number>();
    // the work of the task's direct children (nested events would count twice)
    for (const e of inside.filter((e) => !inside.some((outer) => holds(outer, e)))) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0));
    const what = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
      .join(', ');
    const url = inside.find((e) => e.args?.data?.url)?.args?.data?.url?.replace(/^https?:\/\/[^/]+/, '') ?? '';
    return { at: (task.ts - navStart.ts) / 1000, ms: (task.dur ?? 0) / 1000, afterPaint: task.ts >= fcpTs, what, url };
  });
}

/** The element Lighthouse names as the page's largest contentful paint, as a selector and the start of its text. */
function lcpElementOf(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { selector?: string; nodeLabel?: string } }> }> } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} "${(node.nodeLabel ?? '').slice(0, 60)}"` : '?';
}

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
try {
  const login = await customerLogin(server.baseUrl);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  for (const label of pages) {
    const page = await browser.newPage();
    if (label === 'wizard') await putSessionStorage(page, server.baseUrl, login.sessionStorage);
    const path = `${label === 'wizard' ? WIZARD_PATH : '/'}${query}`;
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${server.baseUrl}${path}`, { logLevel: 'error', output: 'json', onlyCategories: ['performance'] }, undefined, page);
      if (!result || result.lhr.runtimeError) {
        console.log(label, 'run failed', result?.lhr.runtimeError?.code);
        continue;
      }
      const { lhr, artifacts } = result;
      const events = (artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
      const fcp = events.find((e) => e.name === 'firstContentfulPaint');
      const navStart = events.find((e) => e.name === 'navigationStart' && e.args?.data);
      const observedFcp = fcp && navStart ? (fcp.ts - navStart.ts) / 1000 : NaN;
      const shown = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      console.log(
        `${label} run ${run + 1}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}; FCP ${shown('first-contentful-paint')} (observed ${observedFcp.toFixed(0)} ms), LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')}, CLS ${shown('cumulative-layout-shift')}; CPU index ${lhr.environment.benchmarkIndex}`,
      );
      console.log(`  largest paint: ${lcpElementOf(lhr)}`);
      for (const t of tasksOf(events, fcp?.ts ?? Infinity))
        console.log(
          `  ${t.afterPaint ? 'after ' : 'before'} paint  at ${t.at.toFixed(0).padStart(5)} ms  ${t.ms.toFixed(1).padStart(6)} ms  ${t.url}  ${t.what}`,
        );
    }
    await page.close();
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
}
// Chromium's launcher and the Lighthouse run keep handles open
process.exit(0);
