import { chromium } from 'playwright-core';
import { startServer } from './tests/e2e/support/server';
import { customerLogin, sessionInitScript, WIZARD_PATH } from './tests/bench/customer';
const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const login = await customerLogin(server.baseUrl);
const which = process.argv[2] ?? 'landing';
const totals = new Map<string, number>();
const incl = new Map<string, number>();
const N = 6;
for (let i = 0; i < N; i++) {
  const ctx = await browser.newContext();
  if (which === 'wizard') await ctx.addInitScript(sessionInitScript(login));
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(server.baseUrl + (which === 'wizard' ? WIZARD_PATH : '/'));
  await page.waitForTimeout(2500);
  const { profile } = await cdp.send('Profiler.stop') as any;
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n: any) => `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  profile.samples.forEach((id: number, j: number) => {
    const us = profile.timeDeltas[j + 1] ?? 0;
    const n: any = byId.get(id);
    totals.set(key(n), (totals.get(key(n)) ?? 0) + us);
    let under: string | undefined; { let c: number | undefined = id; while (c !== undefined) { const m: any = byId.get(c); if (!m.callFrame.functionName && m.callFrame.lineNumber === 0 && m.callFrame.columnNumber === 0 && m.callFrame.url.includes('/assets/')) under = m.callFrame.url.split('/').pop(); c = parent.get(c); } }
    if (process.env.TOPLEVEL && !under) return;
    const seen = new Set<string>(); let cur: number | undefined = id;
    while (cur !== undefined) { const m: any = byId.get(cur); const k = key(m); if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + us); seen.add(k); } cur = parent.get(cur); }
  });
  await ctx.close();
}
console.log('--- self (ms per load)');
for (const [k, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((us / 1000 / N).toFixed(1).padStart(6), k);
console.log('--- inclusive (ms per load)');
for (const [k, us] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log((us / 1000 / N).toFixed(1).padStart(6), k);
await browser.close(); await server.stop(); process.exit(0);
