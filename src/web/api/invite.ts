import type { InviteList, InviteOpened, InviteSent, TrackedInvite } from '../../core/api/agents';
import type { AgentSession } from '../app/state/agent';
import { agentHeaders } from './agent';
import { http } from './http';

/** POST /agent/createInvite: the server e-mails the customer a link carrying the agent's RO code. */
export function createInvite(session: Pick<AgentSession, 'accessToken' | 'agentId'>, body: { custName: string; custEmail: string }): Promise<InviteSent> {
  return http<InviteSent>('/agent/createInvite', { method: 'POST', body, headers: agentHeaders(session) });
}

/** POST /invites/open: the link's officer code, until an application is started with it; 410 EXP101 when it expired or was used. */
export function openInvite(invite: string): Promise<InviteOpened> {
  return http('/invites/open', { method: 'POST', body: { invite } });
}

// The opened invite waiting for the application it creates. Module state on purpose: the
// creation call (src/web/api/prospect.ts) has no store, and only login status survives a reload.
let pending: { roCode: string; invite: string } | null = null;

export function rememberInvite(redeemed: { roCode: string; invite: string } | null): void {
  pending = redeemed;
}

/** The `invite` to send with a new application: only while its agent code is the one the applicant kept. */
export function inviteFor(roCode: unknown): string | undefined {
  return pending && pending.roCode === roCode ? pending.invite : undefined;
}

/** GET /agent/invites: the officer's invites (a supervisor's: everyone's), newest first, with where each stands. */
export function listInvites(session: Pick<AgentSession, 'accessToken' | 'agentId'>): Promise<InviteList> {
  return http<InviteList>('/agent/invites', { headers: agentHeaders(session) });
}

/** POST /agent/invites/{id}/resend or /revoke. */
export function actOnInvite(session: Pick<AgentSession, 'accessToken' | 'agentId'>, id: number, action: 'resend' | 'revoke'): Promise<TrackedInvite> {
  return http<TrackedInvite>(`/agent/invites/${id}/${action}`, { method: 'POST', headers: agentHeaders(session) });
}
