// Lighthouse A/B: `node --import tsx tests/bench/lighthouse-ab.ts <runs> <checkoutA> <checkoutB> ...`
// Each checkout is a clone or worktree of this repository with `npm run build` done (node_modules may be a
// symlink to this one's). Its server runs from its own folder; the pages are audited in turn, one run of
// each build after the other, so that the machine's drift falls on all alike (single runs of one build move
// by several points). PAGES=landing,wizard chooses the pages; medians and every run are printed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/support/server';
import { customerLogin, WIZARD_PATH, WIZARD_READY_LABEL } from './customer';
import { lighthouseScores, type LighthousePage } from './lighthouse';

const [runs, ...dirs] = process.argv.slice(2);
if (!runs || !dirs.length) throw new Error('usage: lighthouse-ab.ts <runs> <checkout> [<checkout> ...]');
const pages = (process.env.PAGES ?? 'landing,wizard').split(',');

async function serve(dir: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'qa-ab-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, DEV_OUTBOX: '1' },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 300) throw new Error(`the server in ${dir} did not start`);
    if (
      await fetch(`${baseUrl}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, stop: () => (child.kill('SIGTERM'), rmSync(dataDir, { recursive: true, force: true })) };
}

const metrics = {
  score: '',
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  si: 'speed-index',
  cls: 'cumulative-layout-shift',
} as const;
const results = new Map<string, Record<string, number[]>>();
const servers = await Promise.all(dirs.map(serve));
try {
  const logins = await Promise.all(servers.map((s) => customerLogin(s.baseUrl)));
  for (let run = 0; run < Number(runs); run++) {
    for (const [i, dir] of dirs.entries()) {
      const reportDir = mkdtempSync(join(tmpdir(), 'qa-ab-lhr-'));
      process.env.LIGHTHOUSE_REPORT_DIR = reportDir;
      process.env.BENCH_LIGHTHOUSE_RUNS = '1';
      const list: LighthousePage[] = [];
      if (pages.includes('landing')) list.push({ label: 'landing', path: '/' });
      if (pages.includes('wizard')) list.push({ label: 'wizard', path: WIZARD_PATH, sessionStorage: logins[i].sessionStorage, readyLabel: WIZARD_READY_LABEL });
      for (const outcome of await lighthouseScores(servers[i].baseUrl, list)) {
        if ('error' in outcome) {
          console.log(dir, outcome.label, 'failed:', outcome.error);
          continue;
        }
        const lhr = JSON.parse(readFileSync(join(reportDir, `${outcome.label}.json`), 'utf8')) as { audits: Record<string, { numericValue: number }> };
        const row = Object.fromEntries(
          Object.entries(metrics).map(([name, audit]) => [name, audit ? lhr.audits[audit].numericValue : (outcome.performance ?? 0)]),
        );
        const key = `${dir} ${outcome.label}`;
        const seen = results.get(key) ?? {};
        for (const [name, value] of Object.entries(row)) (seen[name] ??= []).push(value);
        results.set(key, seen);
        console.log(
          key,
          Object.entries(row)
            .map(([name, value]) => `${name} ${Math.round(value * 1000) / 1000}`)
            .join(', '),
        );
      }
      rmSync(reportDir, { recursive: true, force: true });
    }
  }
} finally {
  servers.forEach((s) => s.stop());
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
console.log('--- medians');
for (const [key, seen] of results)
  console.log(
    key,
    Object.entries(seen)
      .map(([name, values]) => `${name} ${Math.round(median(values) * 1000) / 1000}`)
      .join(', '),
    `| scores ${seen.score.join(', ')}`,
  );
// Chromium's launcher and the Lighthouse run keep handles open: the comparison ends here
process.exit(0);
