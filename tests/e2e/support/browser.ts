import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import { target } from './target';
import { openPages } from './evidence';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

let contexts = 0;

/**
 * Where a context's requests come from. The suite's servers sit behind one trusted proxy hop
 * (TRUST_PROXY=1, server.ts), and each context is a person on a network of their own, as the
 * forwarded address says, so the per-address limits count each person's requests.
 */
function clientAddress(): string {
  contexts += 1;
  // the third part differs, so each context is on a /24 network of its own (the code limits count networks too)
  return `10.${process.pid % 250}.${contexts & 255}.${1 + ((contexts >> 8) & 127)}`;
}

/** A fresh context (axe needs one from newContext) on the suite's server, desktop-sized by default. */
export async function openPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: target().baseUrl,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  await watchCsp(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * CSP violations seen per page (the server's policy has no 'unsafe-eval' and no inline script):
 * every page opened through openPage reports them, and expectNoAxeViolations (run on every page)
 * fails on any, so eval can never creep back silently.
 */
const cspViolations = new WeakMap<Page, string[]>();

async function watchCsp(context: BrowserContext): Promise<void> {
  // injected by the browser itself, so the policy does not apply to this script
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} refused ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  context.on('page', (page) => {
    openPages.add(page);
    page.on('close', () => openPages.delete(page));
    const seen: string[] = [];
    cspViolations.set(page, seen);
    page.on('console', (message) => {
      if (/^CSP violation|Refused to (evaluate|execute|load|apply)|Content Security Policy/.test(message.text())) seen.push(message.text());
      // a render React threw in and recovered from by rendering again (mount.tsx logs what threw)
      if (/^React recovered|Minified React error/.test(message.text())) seen.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (error.name === 'EvalError' || /Content Security Policy|unsafe-eval/.test(error.message)) seen.push(`${error.name}: ${error.message}`);
    });
  });
}

/** No CSP violation and no render React had to recover from on this page since it opened. */
export function expectNoCspViolations(page: Page, label = page.url()): void {
  expect(cspViolations.get(page) ?? [], `CSP violations or recovered React errors on ${label}`).toEqual([]);
}

/** Zero axe violations against WCAG 2.2 A/AA (the failure lists each rule and its targets), and no CSP violation or recovered React error so far. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  expectNoCspViolations(page, label);
  // a colour half-way through a transition is not what a person reads: let finite animations end,
  // and those a render just after them starts (a save's answer opening the next step) end too
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 10; round += 1) {
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Reads the dev outbox the way a person reads their phone: newest message to that address. */
export async function latestMessageTo(to: string): Promise<{ to: string; subject: string; body: string }> {
  const res = await fetch(`${target().baseUrl}/api/v1/dev/outbox`);
  const list = (await res.json()) as Array<{ to: string; subject: string; body: string }>;
  const found = list.find((m) => m.to === to);
  if (!found) throw new Error(`no message to ${to} in the outbox`);
  return found;
}

/** How far the page reaches past the screen's edge (0: it does not scroll sideways). */
export const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether the first element `selector` finds lies across the screen's whole width, neither edge cut off. */
export const acrossScreen = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const box = document.querySelector(css)!.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth;
  }, selector);
