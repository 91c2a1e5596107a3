import type { History } from '../../core/api/agents';
import type { CustomerSession } from '../app/state/session';
import type { AccountTypeSwitched, ProspectCreated, ProspectRecord, ProspectSaved, StoredProspect, SwitchAccountType } from '../../core/api/prospects';
import { http } from './http';
import { customerHeaders } from './session';
import { inviteFor } from './invite';

type Auth = Pick<CustomerSession, 'accessToken' | 'mobileNo' | 'prospectId'>;

/** POST /users/sme/prospects: creates the application and sends the first one-time code. */
export function createProspect(body: ProspectRecord & { recaptchaToken?: string }, segment = 'sme'): Promise<ProspectCreated> {
  // an invite link that was followed goes with the application it creates (src/web/api/invite.ts)
  const invite = inviteFor((body.applicantInfo as { roCode?: unknown } | undefined)?.roCode);
  return http<ProspectCreated>(`/users/${encodeURIComponent(segment)}/prospects`, { method: 'POST', body: invite ? { ...body, invite } : body });
}

/** GET /usertypes/sme/prospects/{id}: the record with the `version` a save must send back. */
export function getProspect(auth: Auth, segment = 'sme'): Promise<StoredProspect> {
  return http(`/usertypes/${encodeURIComponent(segment)}/prospects/${encodeURIComponent(auth.prospectId)}`, { headers: customerHeaders(auth) });
}

/** PUT /usertypes/sme/prospects/{id} with saveType, actionType and version. */
export function updateProspect(auth: Auth, body: ProspectRecord): Promise<ProspectSaved> {
  return http<ProspectSaved>(`/usertypes/sme/prospects/${encodeURIComponent(auth.prospectId)}`, { method: 'PUT', body, headers: customerHeaders(auth) });
}

/** The record after a save answer: account numbers merged into accountInfo[]. */
export function mergeSaveAnswer(record: ProspectRecord, answer: ProspectSaved): ProspectRecord {
  if (!answer.accountInfo?.length) return record;
  const accounts = Array.isArray(record.accountInfo) ? [...(record.accountInfo as Record<string, unknown>[])] : [];
  answer.accountInfo.forEach((account, index) => {
    if (account?.accountNo !== undefined) accounts[index] = { ...(accounts[index] ?? {}), accountNo: account.accountNo };
  });
  return { ...record, accountInfo: accounts };
}

/** POST /usertypes/sme/prospects/{id}/account-type: the same application moves to the account type screening offers it. */
export function switchAccountType(auth: Auth, body: SwitchAccountType): Promise<AccountTypeSwitched> {
  return http<AccountTypeSwitched>(`/usertypes/sme/prospects/${encodeURIComponent(auth.prospectId)}/account-type`, {
    method: 'POST',
    body,
    headers: customerHeaders(auth),
  });
}

/** GET /usertypes/sme/prospects/{id}/messages: what the bank told the customer, oldest first (rule NOTES). */
export function getBankMessages(auth: Auth, segment = 'sme'): Promise<History> {
  return http<History>(`/usertypes/${encodeURIComponent(segment)}/prospects/${encodeURIComponent(auth.prospectId)}/messages`, {
    headers: customerHeaders(auth),
  });
}
