import { describe, expect, it } from 'vitest';
import { pathOf, routes } from '../../../src/web/app/routes';

// Every route with its named key.
const expected: [string, string][] = [
  ['landingRoot', '/'],
  ['landing', '/business'],
  ['accountsComparison', '/business/accounts'],
  ['accountLanding', '/business/accounts/:accountType'],
  ['applicationOverview', '/business/accounts/:accountType/application-overview'],
  ['currentAccount', '/business/accounts/current-account'],
  ['applicantInfo', '/business/ApplicantInfo'],
  ['verifyOtp', '/business/VerifyOTP'],
  ['companyInfo', '/business/CompanyInfo'],
  ['stakeholdersInfo', '/business/StakeholdersInfo'],
  ['finalQuestions', '/business/FinalQuestions'],
  ['uploadDocuments', '/business/UploadDocuments'],
  ['reUploadDocuments', '/business/ReUploadDocuments'],
  ['selectServices', '/business/SelectServices'],
  ['SubmitApplication', '/business/SubmitApplication'],
  ['ApplicationSubmitted', '/business/ApplicationSubmitted'],
  ['myApplications', '/business/MyApplications'],
  ['comeBackLogin', '/business/ComeBackLogin'],
  ['comeBackLoginVerification', '/business/ComeBackVerification'],
  ['applicationRedirect', '/business/application-redirect'],
  ['applicationComebackRedirect', '/business/application-comeback-redirect'],
  ['applicantInfoRedirect', '/business/applicantinfo-redirect'],
  ['login', '/agent/Login'],
  ['workQueue', '/agent/Queue'],
  ['searchProspect', '/agent/SearchProspect'],
  ['searchedAppInfo', '/agent/SearchedAppInfo/:id'],
  ['inviteCustomer', '/agent/InviteCustomer'],
  // the analysts' preview, not a route of the specification
  ['studio', '/studio'],
];

describe('route registry', () => {
  it.each(expected)('has %s at %s', (key, path) => {
    const route = routes.find((r) => r.path === path);
    expect(route, path).toBeDefined();
    expect(route?.key).toBe(key);
    expect(typeof route?.page.preload).toBe('function'); // a lazily loaded page that can be loaded ahead
  });

  it('has no other routes and unique keys and paths', () => {
    expect(routes).toHaveLength(expected.length);
    expect(new Set(routes.map((r) => r.key)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('lists the named current-account page before the {accountType} pattern', () => {
    const keys = routes.map((r) => r.key);
    expect(keys.indexOf('currentAccount')).toBeLessThan(keys.indexOf('accountLanding'));
  });

  it('fills parameters', () => {
    expect(pathOf('applicationOverview', { accountType: 'starter-islamic' })).toBe('/business/accounts/starter-islamic/application-overview');
    expect(pathOf('searchedAppInfo', { id: 'P 1' })).toBe('/agent/SearchedAppInfo/P%201');
  });
});
