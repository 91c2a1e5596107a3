import type { AgentRules } from '../agents/rules';
import { statusLabel } from '../agents/status';
import { group } from '../prospects/columns';
import type { FoundRow } from './query';

/** Who holds the application now, and since when (rule HOLD-LAPSE); null when nobody does. */
export function holderOf(row: FoundRow, now: Date): { name: string; since: string | null; until: string } | null {
  if (row.roEditingAgentId === null || row.roEditingUntil === null || row.roEditingUntil.getTime() <= now.getTime()) return null;
  return { name: row.roEditingName ?? '', since: row.roEditingSince?.toISOString() ?? null, until: row.roEditingUntil.toISOString() };
}

/** One line of a search answer. */
export function searchLine(rules: AgentRules, row: FoundRow, now: Date = new Date()) {
  const applicant = group(row.record, 'applicantInfo');
  const application = group(row.record, 'applicationInfo');
  const organization = group(row.record, 'organizationInfo');
  return {
    prospectId: row.id,
    leadNumber: row.id,
    fullName: String(applicant.fullName ?? ''),
    countryCode: String(applicant.countryCode ?? ''),
    mobileNo: String(applicant.mobileNo ?? ''),
    email: String(applicant.email ?? ''),
    companyName: row.companyName,
    tradeLicenseNo: String(organization.licenseNumber ?? ''),
    accountType: row.accountType,
    islamicBanking: application.islamicBanking === true,
    roCode: row.roCode,
    status: statusLabel(rules, { status: row.status, bankStatus: row.bankStatus, record: row.record }),
    heldBy: holderOf(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
