import type { ApplicationLine, ApplicationList } from '../../core/api/applications';
import { http } from './http';
import { bearer } from './session';

/** The applications the come-back token names, newest first. */
export async function listApplications(accessToken: string, segment = 'sme'): Promise<ApplicationLine[]> {
  const answer = await http<ApplicationList>(`/usertypes/${encodeURIComponent(segment)}/prospects`, {
    headers: { authorization: bearer(accessToken) },
  });
  return answer.prospects;
}
