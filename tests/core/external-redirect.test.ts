import { describe, expect, it } from 'vitest';
import { externalRedirect } from '../../src/core/external-redirect';

const site = 'https://digital.bank.example/sme';

describe('externalRedirect', () => {
  it('does nothing without an external site', () => {
    expect(externalRedirect('/business/accounts', '', undefined)).toBeNull();
    expect(externalRedirect('/', '', '')).toBeNull();
  });

  it('keeps the user in the app when the search mentions rocode', () => {
    expect(externalRedirect('/business/accounts', '?rocode=AB12', site)).toBeNull();
    expect(externalRedirect('/', '?roCode=AB12&x=1', site)).toBeNull();
    expect(externalRedirect('/business/accounts/starter/application-overview', '?a=1&rocode=', site)).toBeNull();
  });

  it('sends the accounts comparison to the products anchor', () => {
    expect(externalRedirect('/business/accounts', '', site)).toBe('https://digital.bank.example/sme/#products');
    expect(externalRedirect('/business/accounts/', '?utm=x', site)).toBe('https://digital.bank.example/sme/#products');
    expect(externalRedirect('/business/accounts', '', 'https://bank.example/')).toBe('https://bank.example/#products');
  });

  it('sends landing, account and application-overview paths to the site host', () => {
    for (const path of [
      '/',
      '/business',
      '/business/',
      '/business/accounts/starter',
      '/business/accounts/business-elite-islamic',
      '/business/accounts/current-account/application-overview',
      '/application-overview',
    ]) {
      expect(externalRedirect(path, '', site), path).toBe('https://digital.bank.example/');
    }
  });

  it('renders every other address', () => {
    for (const path of [
      '/business/ApplicantInfo',
      '/business/CompanyInfo',
      '/business/MyApplications',
      '/agent/Login',
      '/agent/SearchedAppInfo/42',
      '/business/accountsx',
      '/assets/app.js',
    ]) {
      expect(externalRedirect(path, '', site), path).toBeNull();
    }
  });

  it('ignores a malformed site address', () => {
    expect(externalRedirect('/business/accounts', '', 'not a url')).toBeNull();
  });
});
