import { describe, expect, it } from 'vitest';
import { guardTarget, routeByKey } from '../../../src/web/app/routes';
import { tokenLive } from '../../../src/web/app/state/agent';

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

describe('route guards (a)–(e)', () => {
  it('(a) agent pages need a login with a live token, else the agent login', () => {
    expect(routeByKey('searchProspect').guard).toBe('agent');
    expect(routeByKey('searchedAppInfo').guard).toBe('agent');
    expect(routeByKey('inviteCustomer').guard).toBe('agent');
    expect(guardTarget('agent', {})).toBe('login');
    expect(guardTarget('agent', { agentSession: true, agentTokenLive: false })).toBe('login');
    expect(guardTarget('agent', { agentSession: true, agentTokenLive: true })).toBeNull();
  });

  it('(b) journey pages need a verified applicant, else the come-back login (the agent login for agents)', () => {
    expect(routeByKey('companyInfo').guard).toBe('applicant');
    expect(guardTarget('applicant', {})).toBe('comeBackLogin');
    expect(guardTarget('applicant', { agentSession: true })).toBe('login');
    expect(guardTarget('applicant', { customerSession: true })).toBeNull();
    expect(guardTarget('applicant', { prospect: true })).toBeNull();
  });

  it('(c) the code check needs a come-back login under way', () => {
    expect(routeByKey('comeBackLoginVerification').guard).toBe('comeBack');
    expect(guardTarget('comeBack', { customerSession: true })).toBe('comeBackLogin');
    expect(guardTarget('comeBack', { comeBackRecipient: true })).toBeNull();
  });

  it('(e) My Applications needs one of three session states', () => {
    expect(routeByKey('myApplications').guard).toBe('applications');
    expect(guardTarget('applications', {})).toBe('comeBackLogin');
    for (const fact of ['comeBackSession', 'customerSession', 'otpVerified'] as const) expect(guardTarget('applications', { [fact]: true })).toBeNull();
  });

  it('leaves unguarded routes and the guards RouteView checks itself alone', () => {
    expect(guardTarget(undefined, {})).toBeNull();
    expect(guardTarget('accountType', {})).toBeNull();
  });

  it('reads the expiry of a token', () => {
    const now = Date.now();
    expect(tokenLive(jwt(now / 1000 + 60), now)).toBe(true);
    expect(tokenLive(jwt(now / 1000 - 60), now)).toBe(false);
    expect(tokenLive('not-a-jwt', now)).toBe(true);
  });
});
