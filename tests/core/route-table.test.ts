import { describe, expect, it } from 'vitest';
import { routeEntryFor } from '../../src/core/routes/route-table';

describe('routeEntryFor (the server names the scripts of the route a path opens)', () => {
  it.each([
    ['/', 'landingRoot'],
    ['/business', 'landing'],
    ['/business/', 'landing'],
    ['/business/CompanyInfo', 'companyInfo'],
    ['/business/companyinfo', 'companyInfo'],
    ['/business/accounts/current-account', 'currentAccount'],
    ['/business/accounts/starter', 'accountLanding'],
    ['/business/accounts/starter/application-overview', 'applicationOverview'],
    ['/agent/SearchedAppInfo/QA1', 'searchedAppInfo'],
    ['/agent/SearchedAppInfo', 'notFound'],
    ['/some/unknown/page', 'notFound'],
  ])('%s opens %s', (path, key) => {
    expect(routeEntryFor(path).key).toBe(key);
  });
});
