import { http } from './http';
import { bearer } from './session';

/** One line of My Applications (GET /usertypes/sme/prospects, src/server/routes/comeback). */
export interface ApplicationLine {
  prospectId: string;
  accountType: string | null;
  islamicBanking: boolean;
  companyName: string | null;
  createdAt: string;
  updatedAt: string;
  status: string;
  statusNotes: string | null;
  /** the application a duplicate continues in */
  duplicateOf?: string | null;
  viewId: string | null;
  roEditing: boolean;
}

/** The applications the come-back token names, newest first. */
export async function listApplications(accessToken: string, segment = 'sme'): Promise<ApplicationLine[]> {
  const answer = await http<{ prospects?: ApplicationLine[] }>(`/usertypes/${encodeURIComponent(segment)}/prospects`, {
    headers: { authorization: bearer(accessToken) },
  });
  return answer.prospects ?? [];
}
