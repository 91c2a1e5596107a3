import type { Browser } from 'playwright-core';

export interface StepTiming {
  wizard: string;
  mountMs: number;
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * In the analyst studio (the generic renderer, no server state): mount time of a wizard's open
 * step, then keystroke-to-paint latency while typing into its first text input. Latency is
 * measured inside the page: from the keydown event's timestamp to the first task after the
 * next animation frame, i.e. after React rendered and the browser painted.
 */
export async function stepTimings(browser: Browser, baseUrl: string, wizard: string, keystrokes = 240): Promise<StepTiming> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/studio', { waitUntil: 'networkidle' });
  const select = page.getByLabel('Wizard');
  await select.waitFor();
  const value = await select.locator('option', { hasText: wizard }).first().getAttribute('value');
  const mountMs = await page.evaluate(async (optionValue) => {
    const el = document.querySelector<HTMLSelectElement>('select');
    if (!el || optionValue === null) return NaN;
    const before = document.querySelector('form.rjsf');
    const t0 = performance.now();
    el.value = optionValue;
    el.dispatchEvent(new Event('change', { bubbles: true }));
    for (;;) {
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const form = document.querySelector('form.rjsf');
      if (form && form !== before && form.querySelector('input')) return performance.now() - t0;
      if (performance.now() - t0 > 10000) return NaN;
    }
  }, value);
  const input = page.locator('form.rjsf input[type="text"], form.rjsf input:not([type])').first();
  await input.focus();
  await page.evaluate(() => {
    const w = window as unknown as { __latencies: number[] };
    w.__latencies = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => w.__latencies.push(performance.now() - start), 0));
      },
      true,
    );
  });
  const text = 'Quick Apply trading LLC '.repeat(Math.ceil(keystrokes / 24)).slice(0, keystrokes);
  for (let i = 0; i < text.length; i += 40) {
    await page.keyboard.type(text.slice(i, i + 40));
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
  }
  await page.waitForTimeout(300);
  const latencies = (await page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies)).sort((a, b) => a - b);
  await context.close();
  return { wizard, mountMs, keystrokes: latencies.length, medianMs: quantile(latencies, 0.5), p95Ms: quantile(latencies, 0.95) };
}
