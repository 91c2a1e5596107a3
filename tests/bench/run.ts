// `npm run bench`: builds the app, then measures and prints one table. Figures, not assertions:
// budgets are printed beside them (DESIGN §9) and the script never fails a build on noise.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { routeJsGzip } from './bundle-size';
import { serverStartMs } from './server-start';
import { stepTimings } from './keystroke';
import { saveThroughput, throughputRows } from './throughput';
import { startServer } from '../e2e/support/server';

const KB = 1024;
const rows: Array<[string, string, string]> = [];
const row = (what: string, value: string, budget = '') => rows.push([what, value, budget]);

if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });

const dataDir = mkdtempSync(join(tmpdir(), 'qa-bench-'));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const landing = await routeJsGzip(browser, server.baseUrl, '/', async (page) => {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
  row('JS gzip, landing route (/)', `${(landing.gzipBytes / KB).toFixed(1)} KB in ${landing.files} files`, '≤ 200 KB');
  const wizard = await routeJsGzip(browser, server.baseUrl, '/studio', async (page) => {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.locator('form').first().waitFor({ timeout: 15000 }).catch(() => undefined);
  });
  row('JS gzip, wizard route (/studio)', `${(wizard.gzipBytes / KB).toFixed(1)} KB in ${wizard.files} files`, '≤ 320 KB');
  const wizards = (process.env.BENCH_WIZARDS ?? 'Company information').split(',');
  for (const name of wizards) {
    const timing = await stepTimings(browser, server.baseUrl, name.trim());
    row(`mount, first step of ${timing.wizard} (Chromium)`, `${timing.mountMs.toFixed(1)} ms`, '');
    row(`keystroke → paint, ${timing.wizard} (${timing.keystrokes} keys)`, `median ${timing.medianMs.toFixed(1)} ms, p95 ${timing.p95Ms.toFixed(1)} ms`, 'p95 ≤ 16 ms');
  }
} finally {
  await browser.close();
  await server.stop();
}

const starts = await serverStartMs(dataDir);
row('server start → first answer, existing DATA_DIR (PGlite)', starts.map((t) => `${t.toFixed(0)} ms`).join(', '), '');
rmSync(dataDir, { recursive: true, force: true });

if (!process.env.BENCH_SKIP_THROUGHPUT) {
  for (const [what, value, budget] of throughputRows(await saveThroughput())) row(what, value, budget ?? '');
}

const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), ['measure', 'result', 'budget'][i].length));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(width[i])).join(' | ')} |`;
console.log(line(['measure', 'result', 'budget']));
console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
