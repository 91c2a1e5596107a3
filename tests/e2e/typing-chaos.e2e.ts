import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations, launch, openPage } from './support/browser';
import { newApplicant, startApplication } from './support/journey';
import { typeInto, wizardShown } from './support/company';
import { target } from './support/target';

// Rule SAVE-RETRY, SAVE-VALID, SAVE-MERGE in a real browser: generated runs on Company Information
// in two tabs of one application, where the network drops at random moments, the second tab edits
// the same fields, values are left invalid, pages are reloaded and Back is pressed. After each run,
// with the network back, every value typed last is on the server, or a tab shows it as not saved
// (its field named in the save status) or in conflict; and no tab shows a value the server does not
// have without saying so. Typing the value a field already shows changes nothing, so it is not a
// value typed last (an earlier change from the other tab, carried later by the network, stands),
// unless that field is in conflict: typing into it anew is the person's choice and ends the conflict.
// A failing run prints its seed and its steps.

const LANES = Number(process.env.CHAOS_LANES ?? 3);
const RUNS_PER_LANE = 10;
const STEPS_PER_RUN = 6;
/** how long after the last keystroke a reload comes (0: in the same instant) */
const RELOAD_AFTER_MS = Number(process.env.CHAOS_RELOAD_MS ?? 0);

type Field = 'companyName' | 'vat' | 'employees';
const LABELS: Record<Field, string> = { companyName: 'Company name', vat: 'VAT registration number', employees: 'Number of employees' };

type Action =
  | { kind: 'type'; tab: 0 | 1; field: Field; value: string; valid: boolean }
  | { kind: 'offline'; ms: number }
  | { kind: 'reload'; tab: 0 | 1 }
  | { kind: 'back'; tab: 0 | 1 }
  | { kind: 'wait'; ms: number };

const word = fc.constantFrom('Falcon', 'Gulf', 'Société', 'Émirats', 'Zoë', 'Trading', 'Café', 'Dunes', 'Pearl', 'LLC');
const typed: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('type' as const),
    tab: fc.constantFrom(0 as const, 1 as const),
    field: fc.constant('companyName' as const),
    value: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
    valid: fc.constant(true),
  }),
  fc.record({
    kind: fc.constant('type' as const),
    tab: fc.constantFrom(0 as const, 1 as const),
    field: fc.constant('companyName' as const),
    value: fc.constantFrom('Bad%Name', 'X'.repeat(64)),
    valid: fc.constant(false),
  }),
  fc
    .record({
      kind: fc.constant('type' as const),
      tab: fc.constantFrom(0 as const, 1 as const),
      field: fc.constant('vat' as const),
      value: fc.oneof(fc.stringMatching(/^[1-9]\d{14}$/), fc.constant('VAT123')),
      valid: fc.constant(true),
    })
    .map((a) => ({ ...a, valid: /^\d+$/.test(a.value) })),
  fc.record({
    kind: fc.constant('type' as const),
    tab: fc.constantFrom(0 as const, 1 as const),
    field: fc.constant('employees' as const),
    value: fc.integer({ min: 1, max: 999 }).map(String),
    valid: fc.constant(true),
  }),
);
const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: typed, weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('offline' as const), ms: fc.integer({ min: 300, max: 2500 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reload' as const), tab: fc.constantFrom(0 as const, 1 as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('back' as const), tab: fc.constantFrom(0 as const, 1 as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 100, max: 2000 }) }), weight: 1 },
);

const COMPANY_INFO = '/business/CompanyInfo';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const field = (page: Page, name: Field) => page.getByLabel(LABELS[name], { exact: true }).first();

/** The page back on Company Information with its form shown (after a reload, Back, or a blank tab). */
async function onCompanyInfo(page: Page): Promise<void> {
  if (!new URL(page.url(), target().baseUrl).pathname.startsWith(COMPANY_INFO)) await page.goto(COMPANY_INFO);
  await wizardShown(page);
  await field(page, 'companyName').waitFor({ timeout: 20_000 });
}

/** What the server holds, read with the tab's own session, as a person's other device would see it. */
async function serverValues(page: Page): Promise<Record<Field, string>> {
  const session = JSON.parse((await page.evaluate(() => sessionStorage.getItem('quickApply.customerSession'))) ?? 'null');
  const res = await fetch(`${target().baseUrl}/api/v1/usertypes/sme/prospects/${session.prospectId}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const record = await res.json();
  const org = record.organizationInfo ?? {};
  return { companyName: org.companyName ?? '', vat: org.vatRegistrationNumber ?? '', employees: String(org.numberOfEmployees ?? '') };
}

interface TabState {
  /** where the tab was when the run ended */
  url: string;
  status: string;
  conflict: string;
  shown: Record<Field, string>;
}

async function tabState(page: Page): Promise<TabState> {
  const url = new URL(page.url()).pathname;
  await onCompanyInfo(page);
  const shown = {} as Record<Field, string>;
  for (const name of Object.keys(LABELS) as Field[]) shown[name] = await field(page, name).inputValue();
  const status = (await page.getByTestId('save-status').first().textContent()) ?? '';
  const conflict = (await page.getByTestId('conflict-notice').count()) ? ((await page.getByTestId('conflict-notice').textContent()) ?? '') : '';
  return { url, status, conflict, shown };
}

/** Network back: wait until neither tab is saving or offline and the server's record holds still. */
async function settle(context: BrowserContext, tabs: Page[]): Promise<void> {
  await context.setOffline(false);
  for (const tab of tabs) await tab.evaluate(() => window.dispatchEvent(new Event('online')));
  let last = '';
  let still = 0;
  for (let i = 0; i < 60 && still < 3; i += 1) {
    await pause(1000);
    const states = await Promise.all(tabs.map((tab) => tab.getByTestId('save-status').first().textContent()));
    const now = JSON.stringify([await serverValues(tabs[0]), states]);
    const busy = states.some((s) => /Saving|Offline/.test(s ?? ''));
    still = !busy && now === last ? still + 1 : 0;
    last = now;
  }
}

/** Whether the tab's conflict notice names the field: typing into it then is a choice even when the value stays. */
async function namedInConflict(page: Page, name: Field): Promise<boolean> {
  const notice = page.getByTestId('conflict-notice');
  return (await notice.count()) > 0 && ((await notice.first().textContent()) ?? '').includes(LABELS[name]);
}

/** Performs the step; answers false for typing that left the field as it was (nothing changed, nothing chosen). */
async function perform(context: BrowserContext, tabs: Page[], step: Action): Promise<boolean> {
  switch (step.kind) {
    case 'type': {
      const page = tabs[step.tab];
      await onCompanyInfo(page);
      const before = await field(page, step.field).inputValue();
      const choice = await namedInConflict(page, step.field);
      await typeInto(page, field(page, step.field), step.value);
      await page.keyboard.press('Tab');
      return before !== step.value || choice;
    }
    case 'offline':
      await context.setOffline(true);
      await pause(step.ms);
      await context.setOffline(false);
      return true;
    case 'reload':
      await pause(RELOAD_AFTER_MS);
      await tabs[step.tab].reload().catch(() => undefined);
      await context.setOffline(false);
      await onCompanyInfo(tabs[step.tab]);
      return true;
    case 'back':
      await tabs[step.tab].goBack().catch(() => undefined);
      await onCompanyInfo(tabs[step.tab]);
      return true;
    case 'wait':
      await pause(step.ms);
      return true;
  }
}

/** The runs a CHAOS_PLAN names: one run's steps, or a list of runs. */
function replayed(plan: Action[] | Action[][]): Action[][] {
  return plan.length > 0 && Array.isArray(plan[0]) ? (plan as Action[][]) : [plan as Action[]];
}

/** The invariant after a run; answers what breaks it, or nothing. */
function broken(steps: Action[], history: Action[], server: Record<Field, string>, states: TabState[]): string[] {
  const problems: string[] = [];
  const notSaved = (state: TabState, name: Field) => state.status.startsWith('Not saved: fix') && state.status.includes(LABELS[name]);
  const inConflict = (state: TabState, value: string) => state.conflict.includes(`Yours: ${value}`) || state.conflict.includes(`Other window: ${value}`);
  for (const name of Object.keys(LABELS) as Field[]) {
    const last = [...history].reverse().find((a): a is Extract<Action, { kind: 'type' }> => a.kind === 'type' && a.field === name);
    if (last && server[name] !== last.value) {
      const kept = states.some((state) => (state.shown[name] === last.value && notSaved(state, name)) || inConflict(state, last.value));
      if (!kept) problems.push(`${name}: typed last "${last.value}", the server has "${server[name]}" and no tab shows it as not saved`);
    }
    states.forEach((state, tab) => {
      if (state.shown[name] !== server[name] && !notSaved(state, name) && !state.conflict)
        problems.push(`tab ${tab} shows ${name} "${state.shown[name]}", the server has "${server[name]}", and nothing says it is not saved`);
    });
  }
  if (problems.length) problems.push(`steps of this run: ${JSON.stringify(steps)}`, `tabs after it: ${JSON.stringify(states)}`);
  return problems;
}

describe('nothing typed is lost: network drops, two tabs, invalid fields, reloads and Back (generated)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(`${LANES * RUNS_PER_LANE} generated runs keep every value typed or say it is not saved`, { timeout: 900_000 }, async () => {
    const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 2_147_483_647);
    const failures: string[] = [];
    const recovered: string[] = [];
    let runs = 0;
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        const { context, page } = await openPage(browser);
        await startApplication(page, newApplicant(`Chaos Lane${'abc'[lane]}`));
        const second = await context.newPage();
        const session = await page.evaluate(() => sessionStorage.getItem('quickApply.customerSession'));
        await second.goto('/');
        await second.evaluate((value) => sessionStorage.setItem('quickApply.customerSession', value!), session);
        await second.goto(COMPANY_INFO);
        const tabs = [page, second];
        const errors: string[] = [];
        for (const [n, tab] of tabs.entries()) {
          tab.on('pageerror', (error) => errors.push(`tab ${n}: ${error.message}`));
          tab.on('console', (message) => {
            if (message.type() !== 'error') return;
            errors.push(`tab ${n} console: ${message.text()}`);
            // a render React had to retry is a defect even when the page looks right
            if (/React recovered|Minified React error/.test(message.text())) recovered.push(`lane ${lane}, tab ${n}: ${message.text()}`);
          });
          tab.on(
            'response',
            (response) => response.status() >= 400 && errors.push(`tab ${n}: ${response.request().method()} ${response.url()} ${response.status()}`),
          );
        }
        await onCompanyInfo(second);
        // CHAOS_PLAN replays one run's steps (as a failure prints them), or a list of runs, in every lane
        const plans: Action[][] = process.env.CHAOS_PLAN
          ? replayed(JSON.parse(process.env.CHAOS_PLAN))
          : fc.sample(fc.array(action, { minLength: STEPS_PER_RUN, maxLength: STEPS_PER_RUN }), { seed: seed + lane, numRuns: RUNS_PER_LANE });
        const history: Action[] = [];
        for (const [index, steps] of plans.entries()) {
          const unchanged: Action[] = [];
          for (const step of steps) {
            if (await perform(context, tabs, step)) history.push(step);
            else unchanged.push(step);
          }
          await settle(context, tabs);
          const states = [await tabState(page), await tabState(second)];
          const problems = broken(steps, history, await serverValues(page), states);
          if (problems.length && unchanged.length) problems.push(`typing that changed nothing: ${JSON.stringify(unchanged)}`);
          runs += 1;
          if (problems.length && process.env.CHAOS_PLAN)
            errors.push(
              `storage: ${await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(localStorage).map(([k, v]) => [k, v.slice(0, 300)]))))}`,
            );
          if (problems.length) failures.push(`seed ${seed}, lane ${lane}, run ${index}:\n  ${[...problems, ...errors].join('\n  ')}`);
          errors.length = 0;
        }
        if (lane === 0) {
          await expectNoAxeViolations(page, 'Company Information after the generated runs (save status, conflicts)');
          await page.setViewportSize({ width: 390, height: 844 });
          await expectNoAxeViolations(page, 'Company Information at 390 px after the generated runs');
        }
        await context.close();
      }),
    );
    if (!process.env.CHAOS_PLAN) expect(runs).toBe(LANES * RUNS_PER_LANE);
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(recovered).toEqual([]);
  });
});
