import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { latestMessageTo } from './browser';

export interface Applicant {
  fullName: string;
  email: string;
  mobile: string;
}

/** A new applicant whose e-mail and mobile no other test uses. */
export function newApplicant(name = 'Layla Haddad'): Applicant {
  const n = Math.floor(Math.random() * 1e7)
    .toString()
    .padStart(7, '0');
  return { fullName: name, email: `applicant.${n}@example.ae`, mobile: `50${n}` };
}

/** The code in the newest message to an address, as the applicant reads it on their phone. */
export async function codeFor(address: string): Promise<string> {
  const message = await latestMessageTo(address);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in: ${message.body}`);
  return code;
}

export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(code);
}

/** Comparison → account overview → Start application → Basic Information → one-time code → Company Information. */
export async function startApplication(page: Page, applicant: Applicant, slug = 'current-account'): Promise<void> {
  await page.goto(`/business/accounts/${slug}/application-overview`);
  await page
    .getByRole('button', { name: 'Start application' })
    .or(page.getByRole('link', { name: 'Start application' }))
    .first()
    .click();
  await page.waitForURL('**/business/ApplicantInfo**');
  await page.getByLabel('Full name').fill(applicant.fullName);
  await page.getByLabel('Email address').fill(applicant.email);
  await page.getByRole('textbox', { name: /Mobile Number/ }).fill(applicant.mobile);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/business/VerifyOTP');
  await typeCode(page, await codeFor(applicant.email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/business/CompanyInfo');
  await expect.poll(() => page.getByLabel('Company name').count()).toBeGreaterThan(0);
}
