import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { blockingResult } from '../../../src/web/api/save-queue';
import { prospectAtom } from '../../../src/web/app/state/application';
import { errorCodeAtom, screeningScreenAtom, type ScreeningResult } from '../../../src/web/app/state/screening';
import { renderApp } from '../render';

const DEFAULT = 'We apologise that we are unable to offer you a product. Thank you for your interest in the provider.';

/** A preScreening as the server answers it: passed lines plus the fired one. */
function preScreening(fired: Partial<ScreeningResult> & { screeningType: string }) {
  const passed = { screeningStatus: 'Completed', screeningReason: 'No Match', screeningNotes: 'Completed', reasonNotes: '', fired: false };
  return {
    statusOverAll: 'stop',
    screeningResults: [
      { ...passed, screeningType: 'Dedupe Check' },
      { screeningStatus: 'DECLINE', screeningReason: 'Decline', screeningNotes: '', reasonNotes: '', fired: true, ...fired },
      { ...passed, screeningType: 'Company Firco Check' },
    ],
  };
}

async function showScreening(fired: Partial<ScreeningResult> & { screeningType: string }, islamic = false) {
  const store = createStore();
  store.set(prospectAtom, { applicationInfo: { accountType: 'starter', islamicBanking: islamic } });
  store.set(screeningScreenAtom, blockingResult(preScreening(fired).screeningResults)!);
  renderApp('/business/accounts', { store });
  const region = await screen.findByRole('region', { name: 'Application status' });
  const links = within(region)
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
  const image = region.querySelector('img')!.getAttribute('src');
  return { region, links, image };
}

describe('screening screens', () => {
  it.each([
    ['DECLINE', DEFAULT, [['Go to home page', '/business/accounts']], 'declined'],
    ['INELIGIBLE', DEFAULT, [['Go to home page', '/business/accounts']], 'declined'],
    ['PENDING', 'You already have an application in progress with us.', [['Continue', '/business/ComeBackLogin']], 'callback'],
    [
      'SUCCESS',
      'We already have an application from you. Would you like to log in and see it?',
      [
        ['Yes', '/business/ComeBackLogin'],
        ['No thanks', '/business/accounts'],
      ],
      'callback',
    ],
    [
      'WITH_RO',
      'our relationship officer is working on it',
      [
        ['Yes', '/business/ComeBackLogin'],
        ['No thanks', '/business/accounts'],
      ],
      'callback',
    ],
  ])('Application Dedupe Check %s', async (status, text, links, image) => {
    const shown = await showScreening({ screeningType: 'Application Dedupe Check', screeningStatus: status, screeningReason: 'Match' });
    expect(shown.region).toHaveTextContent(text);
    expect(shown.links).toEqual(links);
    expect(shown.image).toBe(`/images/screening/${image}-conventional.svg`);
  });

  it.each([
    ['Dedupe Check', DEFAULT, 'Go to home page', '/business/accounts', 'declined'],
    ['Virtual Currency Check', 'Businesses dealing in virtual currencies cannot open an account online', 'See products', '/business/accounts', 'declined'],
    ['Blacklist Check', DEFAULT, 'See products', '/business/accounts', 'declined'],
    ['starter account validation', 'not eligible for the starter account', 'Open Current Account', '/business/accounts/current-account', 'callback'],
    ['Country Of Incorporation Check', 'registered in the UAE', 'See products', '/business/accounts', 'callback'],
    ['ShareHolderCount Check', 'more shareholders than we can handle online', 'See products', '/business/accounts', 'callback'],
    ['Company is a Stakeholder Check', 'One of your stakeholders is a company', 'See products', '/business/accounts', 'callback'],
    ['Too many Stakeholders Check', 'more stakeholders than we can handle online', 'See products', '/business/accounts', 'callback'],
    ['Total No of Documents uploaded check', 'call you back within one day', 'Explore Now', '/business/accounts', 'callback'],
    ['A check nobody described', DEFAULT, 'Go to home page', '/business/accounts', 'declined'],
  ])('%s', async (screeningType, text, label, href, image) => {
    const shown = await showScreening({ screeningType, screeningStatus: 'INELIGIBLE', screeningReason: 'Decline' });
    expect(shown.region).toHaveTextContent(text);
    expect(shown.links).toEqual([[label, href]]);
    expect(shown.image).toBe(`/images/screening/${image}-conventional.svg`);
  });

  it('the maximum-uploads screen has its own title', async () => {
    const shown = await showScreening({ screeningType: 'Total No of Documents uploaded check' });
    expect(within(shown.region).getByRole('heading', { name: 'You have reached the maximum number of document uploads' })).toBeInTheDocument();
  });

  it('uses the Islamic imagery for an Islamic application', async () => {
    expect((await showScreening({ screeningType: 'Blacklist Check' }, true)).image).toBe('/images/screening/declined-islamic.svg');
  });

  it('replaces the page content (the comparison headline is gone)', async () => {
    await showScreening({ screeningType: 'Blacklist Check' });
    expect(screen.queryByText('All businesses start with an account. Get yours now.')).not.toBeInTheDocument();
  });
});

describe('error-code screens', () => {
  const ALREADY = 'We already have your application. Not to worry, our team is already working on it.';
  it.each([
    ['12013', 'We noticed that your application is incomplete. Not to worry, our team is already working on it.'],
    ['12012', ALREADY],
    ['INV0001', ALREADY],
    ['EXP101', 'This invitation link has expired or has already been used to start an application. Please ask your relationship officer for a new one.'],
    ['FATAL0001', ALREADY],
    ['10004', ALREADY],
    ['I001F', ALREADY],
    ['12000', ALREADY],
    ['12002', 'Invalid Prospect ID'],
  ])('%s', async (code, text) => {
    const store = createStore();
    store.set(errorCodeAtom, code);
    renderApp('/business/accounts', { store });
    const region = await screen.findByRole('region', { name: 'Application status' });
    expect(region).toHaveTextContent(text);
    expect(within(region).getByRole('link', { name: 'See products' })).toHaveAttribute('href', '/business/accounts');
    expect(region.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByText('All businesses start with an account. Get yours now.')).not.toBeInTheDocument();
  });
});
