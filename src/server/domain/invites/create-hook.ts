import { ApiError } from '../../errors/api-error';
import type { Db } from '../../db/client';
import { isKnownRoCode } from '../agents/repository';
import { isObject, type JsonObject } from '../prospects/columns';
import { claimInvite, openInvite } from './repository';

/** EXP101: the invite link expired, was used already, or is unknown. */
export const inviteExpired = () => new ApiError(410, 'Gone', [{ errorCode: 'EXP101' }]);

export interface RoCodeDecision {
  validRoCode: 'Y' | 'N';
  /** ties the invite (if any) to the new application; throws EXP101 when another took it first */
  claim(prospectId: string): Promise<void>;
}

/**
 * The officer's code of an application being created: an open invite
 * (body.invite) puts its agent's code into applicantInfo.roCode with validRoCode Y; otherwise a
 * code the applicant typed is valid (Y) when an active agent has it. Writes roCode into `record`.
 */
export async function decideRoCode(db: Db, body: JsonObject, record: JsonObject): Promise<RoCodeDecision> {
  const token = typeof body.invite === 'string' && body.invite.trim() ? body.invite.trim() : undefined;
  const applicant = isObject(record.applicantInfo) ? record.applicantInfo : (record.applicantInfo = {} as JsonObject);
  if (!token) {
    const typed = typeof applicant.roCode === 'string' ? applicant.roCode : '';
    return { validRoCode: (await isKnownRoCode(db, typed)) ? 'Y' : 'N', claim: async () => undefined };
  }
  const invite = await openInvite(db, token);
  if (!invite) throw inviteExpired();
  applicant.roCode = invite.roCode;
  return {
    validRoCode: 'Y',
    async claim(prospectId) {
      if (!(await claimInvite(db, token, prospectId))) throw inviteExpired();
    },
  };
}
