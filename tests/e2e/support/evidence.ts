import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';

/** Every page the tests opened and have not closed (browser.ts openPage adds them). */
export const openPages = new Set<Page>();

const DIR = join(import.meta.dirname, '..', '..', '.tmp', 'e2e-failures');

/**
 * When a test fails, what the person would have seen: a screenshot of every open page
 * (tests/.tmp/e2e-failures/) and, on the output, the focused element and the page's alerts and
 * error messages. A failure on a loaded CI machine is then read, not guessed.
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    mkdirSync(DIR, { recursive: true });
    let n = 0;
    for (const page of openPages) {
      if (page.isClosed()) continue;
      n += 1;
      const name = `${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}-${n}.png`;
      try {
        await page.screenshot({ path: join(DIR, name), fullPage: true, timeout: 5_000 });
        const seen = await page.evaluate(() => ({
          url: location.pathname,
          focused: document.activeElement?.outerHTML.slice(0, 200),
          alerts: [...document.querySelectorAll('[role=alert], [aria-invalid=true]')]
            .map((e) => e.textContent?.trim() || (e as HTMLInputElement).name)
            .slice(0, 20),
        }));
        console.log(`failure evidence (${name}): ${JSON.stringify(seen)}`);
      } catch (error) {
        console.log(`failure evidence: page ${n} could not be read (${error instanceof Error ? error.message : error})`);
      }
    }
  });
});
