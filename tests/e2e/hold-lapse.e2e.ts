import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations, launch, openPage } from './support/browser';
import { newApplicant, startApplication } from './support/journey';
import { completeCompanyInfo, continueStep, newCompany, saved } from './support/company';
import { card, fillPersonalInformation } from './support/stakeholders';
import { agentLogin, applicationRow, comeBack, errorScreen, openOverview, searchBy, soleProprietor } from './support/agents';
import { rootWithRules } from './support/released-rules';
import { startServer, type RunningServer } from './support/server';
import { useTarget } from './support/target';

// Rule HOLD-LAPSE end to end: an officer's open page keeps the hold past its lapse time with its
// heartbeat; once the tab is closed the customer can save again within the lapse time. The bank's
// lapse is two minutes, so this file runs its own server on a release of the rules whose clock is
// shorter (the page takes its pace from the server's answers).
const LOCK = { ttlSec: 8, heartbeatSec: 2 };
const PHONE = { width: 390, height: 844 };

describe("an edit hold lapses once the officer's page is gone", () => {
  let server: RunningServer;
  let root: string;
  let browser: Browser;
  const applicant = newApplicant('Huda Rahman');
  const answers = soleProprietor('Huda', 'Rahman');

  beforeAll(async () => {
    root = rootWithRules({ 'rules/agents.json': (rules) => Object.assign(rules.lock as object, LOCK) });
    server = await startServer({}, root);
    const demo = /Demo agent: user (\S+), password (\S+)/.exec(server.output());
    useTarget({ baseUrl: server.baseUrl, demoAgent: demo ? { userName: demo[1], password: demo[2] } : undefined });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  const stakeholdersPage = async (page: Page) => {
    await applicationRow(page)
      .getByRole('button', { name: /^Finish application/ })
      .click();
    await page.waitForURL('**/business/StakeholdersInfo', { timeout: 20_000 });
    await card(page, 0).waitFor();
  };

  it('the page keeps the hold while open; after the tab closes the customer saves within the lapse', async () => {
    const first = await openPage(browser);
    await startApplication(first.page, applicant);
    await completeCompanyInfo(first.page, newCompany('Rahman Foodstuff LLC'));
    await first.context.close();

    const customer = await openPage(browser);
    await comeBack(customer.page, applicant);
    await stakeholdersPage(customer.page);

    const officer = await openPage(browser);
    const agent = officer.page;
    await agentLogin(agent);
    await openOverview(agent, await searchBy(agent, 'E-mail', applicant.email), applicant.fullName);
    await agent.getByRole('button', { name: 'Edit', exact: true }).click();
    await agent.waitForURL('**/business/StakeholdersInfo', { timeout: 20_000 });
    await agent.getByTestId('agent-bar').waitFor();
    await expectNoAxeViolations(agent, 'edit-application mode');
    await agent.setViewportSize(PHONE);
    await expectNoAxeViolations(agent, 'edit-application mode, phone');

    // longer than the lapse: only the page's heartbeat keeps the hold, one beat per heartbeatSec
    // whatever the token does (each answer carries a fresh one)
    let beats = 0;
    const count = (request: { url: () => string }) => void (request.url().includes('/edit/heartbeat') && (beats += 1));
    agent.on('request', count);
    const idleSec = LOCK.ttlSec + 2 * LOCK.heartbeatSec;
    await agent.waitForTimeout(idleSec * 1000);
    agent.off('request', count);
    expect(beats).toBeGreaterThanOrEqual(idleSec / LOCK.heartbeatSec - 1);
    expect(beats).toBeLessThanOrEqual(idleSec / LOCK.heartbeatSec + 1);
    const person = customer.page.locator('li[data-signatory]').first();
    await fillPersonalInformation(customer.page, person, { ...answers.person, firstName: 'Huda', lastName: 'Rahman' });
    await continueStep(person);
    await errorScreen(customer.page, '12013').waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(customer.page, '12013 screen');

    // the officer closes the tab: no Back to search, no Logout
    await officer.context.close();
    const closedAt = Date.now();
    await customer.page.goto('/business/MyApplications');
    await customer.page.getByTestId('applications').waitFor({ timeout: 15_000 });
    await customer.page.setViewportSize(PHONE);
    await expectNoAxeViolations(customer.page, 'my applications, phone');
    await customer.page.waitForTimeout(Math.max(0, closedAt + LOCK.ttlSec * 1000 - Date.now()));
    await stakeholdersPage(customer.page);
    const again = card(customer.page, 0);
    await fillPersonalInformation(customer.page, again, { ...answers.person, firstName: 'Huda', lastName: 'Rahman' });
    expect(await saved(customer.page, () => continueStep(again))).toBe(200);
    expect(await errorScreen(customer.page, '12013').count()).toBe(0);
    await expectNoAxeViolations(customer.page, 'stakeholders saved after the lapse, phone');
    await customer.context.close();
  });
});
