import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPreview, studioLogin } from './support/studio';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations, expectNoCspViolations, launch, openPage } from './support/browser';

// The CSP has no 'unsafe-eval', the browser really refuses eval on our pages, and the
// e2e support notices any violation (so a page that needed eval would fail its test).
describe('CSP without eval', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    ({ page } = await openPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the app with a policy that refuses eval, and the wizard works under it', async () => {
    const response = await page.goto('/studio');
    const csp = (await response?.headerValue('content-security-policy')) ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // the studio's preview validates with the modules the server generated for the release
    await studioLogin(page, inject('demoAnalyst')!);
    await openPreview(page);
    await page.getByLabel('Wizard', { exact: true }).selectOption({ label: 'Company information' });
    await page.getByRole('button', { name: 'Continue' }).click();
    // the generated validators answered: the required fields say so
    await expect.poll(() => page.getByText('Company name is not filled').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'studio under the CSP');
  });

  it('keeps the validators lazy: the landing page loads none of them', async () => {
    const { context, page: landing } = await openPage(browser);
    const scripts: string[] = [];
    landing.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    await landing.goto('/', { waitUntil: 'networkidle' });
    await landing.getByRole('heading', { level: 1 }).first().waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /\/validators\/|ajv-runtime/.test(s))).toEqual([]);
    await context.close();
  });

  it('refuses eval in the page, and the support reports it as a violation', async () => {
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          // from a task of the page's own (not the test's evaluation), as the app's code would run
          setTimeout(() => {
            try {
              resolve(String(new Function('return "evaluated"')()));
            } catch (error) {
              resolve((error as Error).name);
            }
          }, 0);
        }),
    );
    expect(outcome).toBe('EvalError');
    await expect
      .poll(() => {
        try {
          expectNoCspViolations(page);
          return 'none';
        } catch {
          return 'reported';
        }
      })
      .toBe('reported');
  });
});
