import { chromium, type Page } from 'playwright-core';
import type { StudioStep } from './largest-step';
import { inLanguage, translatorTo } from '../e2e/support/words';

export interface StepTiming {
  /** "Select services › KYC Annexure (agent)" */
  step: string;
  fields: number;
  /** frames paced at 60 Hz (what a screen shows) or produced as soon as there is something to draw */
  frames: 'vsync' | 'unthrottled';
  mountMs: number;
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** frames drawn when there is something to draw, not at the next 60 Hz tick: the latency is the work's */
const UNTHROTTLED_ARGS = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; message?: string } };
}

/**
 * Keystroke → paint, measured the way the browser sees it: from the moment a key that edits the text
 * arrived (the keydown event's timeStamp) to the end of the rendering lifecycle (style, layout, paint) of the first
 * frame drawn after the input event was handled. Read from a Chromium trace of the typing, whose clock
 * is tied to the page's by a console.timeStamp mark (a frame ends with its Layerize step on the main thread). React work that runs after that paint (the form
 * following the text in a transition) is not keystroke latency, but it delays the next key's handling,
 * which that key's figure includes (it counts from its arrival).
 */
async function typeAndTrace(page: Page, keystrokes: number, chunkSize: number): Promise<number[]> {
  const browser = page.context().browser()!;
  await page.evaluate(`(() => {
    window.__arrivals = [];
    // keys that edit the text (a character, Backspace): Control and the A of Control+A change nothing,
    // draw nothing of their own, and would be paired with the next key's input (measuring the driver)
    document.addEventListener('keydown', (event) => {
      if (!event.ctrlKey && !event.metaKey && !event.altKey && (event.key.length === 1 || event.key === 'Backspace')) window.__arrivals.push(event.timeStamp);
    }, true);
  })()`);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.console'] });
  const mark = await page.evaluate(`(() => { const t = performance.now(); console.timeStamp('qa-sync'); return t; })()`);
  const text = 'Quick Apply trading LLC '.repeat(Math.ceil(keystrokes / 24)).slice(0, keystrokes);
  for (let i = 0; i < text.length; i += chunkSize) {
    await page.keyboard.type(text.slice(i, i + chunkSize));
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
  }
  await page.waitForTimeout(300);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const arrivals = (await page.evaluate('window.__arrivals')) as number[];
  const events = trace.traceEvents;
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.tid === e.tid && x.name === 'TimeStamp'),
  )?.tid;
  const sync = events.find((e) => e.tid === main && e.name === 'TimeStamp' && e.args?.data?.message === 'qa-sync');
  if (main === undefined || !sync) throw new Error('the trace has no renderer main thread or no sync mark');
  const toPage = (ts: number) => (ts - sync.ts) / 1000 + (mark as number);
  const inputs = events
    .filter((e) => e.tid === main && e.ph === 'X' && e.name === 'EventDispatch' && e.args?.data?.type === 'input')
    .sort((a, b) => a.ts - b.ts);
  const frames = events.filter((e) => e.tid === main && e.ph === 'X' && e.name === 'Layerize').sort((a, b) => a.ts - b.ts);
  const latencies: number[] = [];
  for (const arrived of arrivals) {
    const input = inputs.find((e) => toPage(e.ts) >= arrived);
    if (!input) continue;
    const handled = input.ts + (input.dur ?? 0);
    const frame = frames.find((f) => f.ts >= handled);
    if (frame) latencies.push(toPage(frame.ts + (frame.dur ?? 0)) - arrived);
  }
  return latencies;
}

/** A Chromium whose frames are paced at 60 Hz, or drawn as soon as there is work. */
function launch(frames: StepTiming['frames']) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...BASE_ARGS, ...(frames === 'unthrottled' ? UNTHROTTLED_ARGS : [])],
  });
}

export interface PageTiming {
  mountMs: number;
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
}

/**
 * On a page with a select that mounts a form (an option `stepId`, the form then in
 * `[data-step="<stepId>"] form.rjsf`): mount time (from choosing the option to the form showing an
 * input), then keystroke-to-paint latency while typing into the form's first text input.
 */
async function mountAndType(page: Page, stepId: string, keystrokes: number): Promise<PageTiming> {
  const mountMs = (await page.evaluate(`(async (stepId) => {
    const select = [...document.querySelectorAll('select')].find((el) => [...el.options].some((o) => o.value === stepId));
    if (!select) return NaN;
    const t0 = performance.now();
    select.value = stepId;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    for (;;) {
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const form = document.querySelector('[data-step="' + stepId + '"] form.rjsf');
      if (form && form.querySelector('input')) return performance.now() - t0;
      if (performance.now() - t0 > 10000) return NaN;
    }
  })(${JSON.stringify(stepId)})`)) as number;
  const input = page.locator(`[data-step="${stepId}"] form.rjsf`).locator('input[type="text"], input:not([type])').first();
  await input.focus();
  // every key must change the value: type no more than the input takes before clearing it
  const chunk = Math.min(40, Number((await input.getAttribute('maxlength')) ?? 40) || 40);
  const latencies = (await typeAndTrace(page, keystrokes, chunk)).sort((a, b) => a - b);
  return { mountMs, keystrokes: latencies.length, medianMs: quantile(latencies, 0.5), p95Ms: quantile(latencies, 0.95) };
}

/**
 * In the analyst studio (the generic renderer, no server state), on the wizard's sample record as the
 * given viewer: mount time of the step (from choosing it in "Open at step" to its form showing an
 * input), then keystroke-to-paint latency while typing into its first text input.
 */
export async function stepTimings(
  baseUrl: string,
  target: StudioStep,
  frames: StepTiming['frames'],
  analyst: { userName: string; password: string },
  lang = 'en',
  keystrokes = 240,
): Promise<StepTiming> {
  const browser = await launch(frames);
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const opened = await context.newPage();
    // in another language the studio and its preview are that language's (right to left in Arabic); the
    // keys typed stay Latin letters: Playwright types a letter a US keyboard lacks with no key event to time
    const page = lang === 'en' ? opened : inLanguage(opened, translatorTo(lang));
    await page.goto(`/studio?lang=${lang}`, { waitUntil: 'networkidle' });
    // the studio is the analysts': the demo analyst logs in
    await page.getByLabel('User name').fill(analyst.userName);
    await page.getByLabel('Password').fill(analyst.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByLabel('Wizard', { exact: true }).selectOption(target.wizardId);
    await page.getByLabel('Viewed by').selectOption(target.viewer);
    const start = page.getByLabel('Start from');
    if (await start.locator('option[value="sample"]:not([disabled])').count()) await start.selectOption('sample');
    await page.locator('form.rjsf input').first().waitFor();
    const timing = await mountAndType(opened, target.stepId, keystrokes);
    return { step: `${target.wizardTitle} › ${target.stepTitle} (${target.viewer})`, fields: target.fields, frames, ...timing };
  } finally {
    await browser.close();
  }
}

/** The same measures on the peer page (tests/bench/peer/): stock RJSF + @rjsf/chakra-ui rendering the same step. */
export async function peerTimings(peerUrl: string, frames: StepTiming['frames'], keystrokes = 240): Promise<PageTiming> {
  const browser = await launch(frames);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(peerUrl, { waitUntil: 'networkidle' });
    await page.locator('select:not([disabled])').first().waitFor();
    return await mountAndType(page, 'step', keystrokes);
  } finally {
    await browser.close();
  }
}
