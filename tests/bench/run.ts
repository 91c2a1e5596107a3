// `npm run bench`: builds the app, then measures and prints one table. Figures, not assertions:
// budgets are printed beside them and the script never fails a build on noise. Every phase that
// fails is a "failed: <reason>" row; the table always prints.
//   BENCH_SKIP_BUILD=1       use dist/ as it is
//   BENCH_SKIP_THROUGHPUT=1  leave out the PUT save throughput (about 2 minutes)
//   BENCH_SKIP_LIGHTHOUSE=1  leave out Lighthouse (about 1.5 minutes per run)
//   BENCH_LIGHTHOUSE_RUNS    audits per page, the median reported (3)
//   BENCH_CONNECTIONS, BENCH_DURATION_SEC  the save throughput's load (50, 20)
//   BENCH_THROUGHPUT_ROUNDS  rounds the save and the bare insert alternate in (3; latencies: the median round's)
//   BENCH_ROUNDS             alternating rounds of product and peer on the largest step (5)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { routeJsGzip, type RouteJs } from './bundle-size';
import { customerLogin, sessionInitScript, WIZARD_PATH, WIZARD_READY_LABEL, type CustomerLogin } from './customer';
import { peerTimings, stepTimings, type PageTiming } from './keystroke';
import { buildPeer } from './peer-build';
import { serveFolder, type StaticServer } from './static-server';
import { largestStep } from './largest-step';
import { lighthouseRows, lighthouseScores } from './lighthouse';
import { serverStartMs } from './server-start';
import { Table } from './table';
import { saveThroughput, throughputRows } from './throughput';
import { startServer, type RunningServer } from '../e2e/support/server';
import { demoAnalystOf } from '../e2e/support/studio';
import { translatorTo } from '../e2e/support/words';

const KB = 1024;
/** the product is measured in each language: words, direction and formats are the language's */
const LANGS = ['en', 'ar'] as const;
const LANGUAGE_NAMES: Record<(typeof LANGS)[number], string> = { en: 'English', ar: 'Arabic' };
const table = new Table();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const loadAtStart = load();

if (!process.env.BENCH_SKIP_BUILD) {
  await table.phase('build (vite build + compress)', '', async () => {
    execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  });
}

const jsRow = (what: string, js: RouteJs, budget: string) =>
  table.row(
    what,
    `${(js.gzipBytes / KB).toFixed(1)} KB in ${js.files} files${js.dataGzipBytes ? ` (+ ${(js.dataGzipBytes / KB).toFixed(1)} KB of release JSON)` : ''}`,
    budget,
  );
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });

const dataDir = mkdtempSync(join(tmpdir(), 'qa-bench-'));
let server: RunningServer | undefined;
let browser: Browser | undefined;
let peer: StaticServer | undefined;
let peerDir: string | undefined;
let wizardJs: RouteJs | undefined;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratio = (ours: number, theirs: number) => `× ${(ours / theirs).toFixed(2)}`;
try {
  await table.phase('server (PGlite) for the browser measures', '', async () => {
    server = await startServer({ DATA_DIR: dataDir });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  const up = (): { baseUrl: string; browser: Browser } => {
    if (!server || !browser) throw new Error('no server or browser (see the row above)');
    return { baseUrl: server.baseUrl, browser };
  };

  await table.phase('JS gzip, landing route (/)', '', async () => {
    const { baseUrl, browser } = up();
    jsRow('JS gzip, landing route (/)', await routeJsGzip(browser, baseUrl, '/', heading), '');
  });

  // The customer's wizard: basic information and one-time code through the API and the dev outbox, then
  // a cold load of Company Information with the login the web app keeps in sessionStorage.
  let login: CustomerLogin | undefined;
  const wizardWhat = `JS gzip, wizard route as a customer sees it (${WIZARD_PATH})`;
  // its budget is the peer's page: the ratio row below
  await table.phase(wizardWhat, '', async () => {
    const { baseUrl, browser } = up();
    login = await customerLogin(baseUrl);
    const js = await routeJsGzip(
      browser,
      baseUrl,
      WIZARD_PATH,
      async (page) => {
        await page.getByLabel(WIZARD_READY_LABEL).first().waitFor({ timeout: 30_000 });
        const path = new URL(page.url()).pathname;
        if (path !== WIZARD_PATH) throw new Error(`the page ended on ${path}`);
      },
      sessionInitScript(login),
    );
    jsRow(wizardWhat, js, '');
    wizardJs = js;
  });

  // Words load per language as JSON: the Arabic page's scripts are the English page's, give or take
  const arabicWhat = `JS gzip, wizard route in Arabic (${WIZARD_PATH}?lang=ar)`;
  await table.phase(arabicWhat, '≤ English × 1.05', async () => {
    const { baseUrl, browser } = up();
    if (!login || !wizardJs) throw new Error('no customer or no English figure (see the rows above)');
    const ready = translatorTo('ar').text(WIZARD_READY_LABEL);
    const js = await routeJsGzip(
      browser,
      baseUrl,
      `${WIZARD_PATH}?lang=ar`,
      async (page) => {
        await page.getByLabel(ready).first().waitFor({ timeout: 30_000 });
        if ((await page.getAttribute('html', 'dir')) !== 'rtl') throw new Error('the page is not right to left');
      },
      sessionInitScript(login),
    );
    jsRow(arabicWhat, js, '');
    table.row('JS gzip, wizard route, Arabic ÷ English', ratio(js.gzipBytes, wizardJs.gzipBytes), '≤ 1.05');
  });

  await table.phase('JS gzip, analyst studio (/studio), extra', '', async () => {
    const { baseUrl, browser } = up();
    const analyst = demoAnalystOf(server!.output());
    const js = await routeJsGzip(browser, baseUrl, '/studio', async (page) => {
      await page.getByLabel('User name').fill(analyst.userName);
      await page.getByLabel('Password').fill(analyst.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.locator('form.rjsf').first().waitFor({ timeout: 30_000 });
    });
    jsRow('JS gzip, analyst studio (/studio), extra', js, '');
  });

  // The product against a stock peer (tests/bench/peer/: RJSF + @rjsf/chakra-ui on the same step), in
  // alternating rounds on this one machine: the ratios, not the figures alone, are what compares.
  await table.phase('mount and keystroke → paint, largest step, product ÷ peer', 'product ahead: ratio < 1', async () => {
    const { baseUrl, browser } = up();
    const target = await largestStep(process.cwd());
    peerDir = await buildPeer(process.cwd(), target);
    peer = await serveFolder(peerDir);
    const peerJs = await routeJsGzip(browser, peer.baseUrl, '/', (page) => page.locator('select:not([disabled])').first().waitFor());
    jsRow('JS gzip, peer page (stock RJSF + @rjsf/chakra-ui)', peerJs, '');
    if (wizardJs) {
      table.row('JS gzip, wizard route ÷ peer page', ratio(wizardJs.gzipBytes, peerJs.gzipBytes), '< 1');
      // the peer's page carries its schema in its script; the product fetches the release's instead
      table.row('JS + release JSON gzip, wizard route ÷ peer page', ratio(wizardJs.gzipBytes + wizardJs.dataGzipBytes, peerJs.gzipBytes), '');
    }
    const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
    for (const frames of ['unthrottled', 'vsync'] as const) {
      // the product in English and in Arabic (right to left, its words), the peer in English
      const product: Record<(typeof LANGS)[number], PageTiming[]> = { en: [], ar: [] };
      const stock: PageTiming[] = [];
      for (let round = 0; round < rounds; round += 1) {
        // who goes first turns round, so a slow spell of the machine falls on each
        const turn = [
          ...LANGS.map((lang) => async () => product[lang].push(await stepTimings(baseUrl, target, frames, demoAnalystOf(server!.output()), lang))),
          async () => stock.push(await peerTimings(peer!.baseUrl, frames)),
        ];
        for (let i = 0; i < turn.length; i += 1) await turn[(i + round) % turn.length]();
      }
      const step = `${target.wizardTitle} › ${target.stepTitle} (${target.viewer}, ${target.fields} fields)`;
      const at = frames === 'vsync' ? '60 Hz frames: includes the wait for the next frame' : 'unthrottled frames';
      const rows: Array<[string, (t: PageTiming) => number]> = [
        ['mount', (t) => t.mountMs],
        ['keystroke → paint p50', (t) => t.medianMs],
        ['keystroke → paint p95', (t) => t.p95Ms],
      ];
      for (const lang of LANGS)
        for (const [what, of] of rows) {
          const ours = median(product[lang].map(of));
          const theirs = median(stock.map(of));
          table.row(
            `${what}, ${step}, ${at}, product in ${LANGUAGE_NAMES[lang]}; median of ${rounds} rounds`,
            `${ours.toFixed(1)} ms vs peer ${theirs.toFixed(1)} ms: ${ratio(ours, theirs)}`,
            '< 1',
          );
        }
    }
  });

  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    await table.phase('Lighthouse mobile', 'perf ≥ 90, a11y ≥ 95', async () => {
      const { baseUrl } = up();
      // the Playwright browser idles meanwhile; Lighthouse gets a Chromium of its own
      const outcomes = await lighthouseScores(
        baseUrl,
        LANGS.flatMap((lang) => {
          const query = lang === 'en' ? '' : `?lang=${lang}`;
          const wizard = { path: `${WIZARD_PATH}${query}`, readyLabel: lang === 'en' ? WIZARD_READY_LABEL : translatorTo(lang).text(WIZARD_READY_LABEL) };
          return [
            { label: `landing, ${LANGUAGE_NAMES[lang]}`, path: `/${query}` },
            { label: `wizard step Company Information, ${LANGUAGE_NAMES[lang]}`, ...wizard, ...(login ? { sessionStorage: login.sessionStorage } : {}) },
          ];
        }),
      );
      for (const [what, value, budget] of lighthouseRows(outcomes)) table.row(what, value, budget);
    });
  }
} finally {
  await browser?.close().catch(() => undefined);
  await server?.stop().catch(() => undefined);
  await peer?.stop().catch(() => undefined);
  if (peerDir) rmSync(peerDir, { recursive: true, force: true });
}

await table.phase('server start → first answer, existing DATA_DIR (PGlite)', '', async () => {
  const starts = await serverStartMs(dataDir);
  table.row('server start → first answer, existing DATA_DIR (PGlite)', starts.map((t) => `${t.toFixed(0)} ms`).join(', '), '');
});
rmSync(dataDir, { recursive: true, force: true });

if (!process.env.BENCH_SKIP_THROUGHPUT) {
  await table.phase('PUT save throughput', '', async () => {
    for (const [what, value, budget] of throughputRows(await saveThroughput())) table.row(what, value, budget);
  });
}

table.row('machine: cores, load average (1, 5, 15 min)', `${cpus().length} cores; at start ${loadAtStart}; at end ${load()}`, '');
console.log(table.toString());
