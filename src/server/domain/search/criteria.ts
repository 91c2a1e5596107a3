/** The search fields (agents also search by Emirates ID). */
export interface SearchInfo {
  segment?: string;
  fullName?: string;
  countryCode?: string;
  mobileNo?: string;
  leadNumber?: string;
  tradeLicenseNo?: string;
  email?: string;
  eidNumber?: string;
}

/** What a search filters on, normalised the way the prospects table stores it. */
export interface Criteria {
  fullName?: string;
  /** "+971" when a country code came with the number: the phone is of that country */
  phonePrefix?: string;
  /** digits of the number, whole or its last part: matched at the end of the phone */
  mobileEnding?: string;
  leadNumber?: string;
  tradeLicence?: string;
  email?: string;
  /** digits only: "784-1990-1234567-1" and "784199012345671" are one number */
  eid?: string;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The criteria of a search, or undefined when none of the `criteriaFields` is filled (a country
 * code or a segment alone is no criterion: the form always sends them).
 */
export function criteriaOf(info: SearchInfo, criteriaFields: string[]): Criteria | undefined {
  const given = criteriaFields.some((name) => trimmed((info as Record<string, unknown>)[name]).replace(/[-\s]/g, '') !== '');
  if (!given) return undefined;
  const out: Criteria = {};
  const fullName = trimmed(info.fullName).replace(/\s+/g, ' ');
  if (fullName) out.fullName = fullName;
  const mobileNo = trimmed(info.mobileNo);
  const countryCode = trimmed(info.countryCode);
  // the page always sends its country code: a whole number and the last digits of one both match
  if (mobileNo) out.mobileEnding = mobileNo;
  if (mobileNo && countryCode) out.phonePrefix = `+${countryCode.replace(/^\+/, '')}`;
  const lead = trimmed(info.leadNumber);
  if (lead) out.leadNumber = lead.toUpperCase();
  const licence = trimmed(info.tradeLicenseNo);
  if (licence) out.tradeLicence = licence.toUpperCase();
  const email = trimmed(info.email);
  if (email) out.email = email.toLowerCase();
  const eid = trimmed(info.eidNumber).replace(/\D/g, '');
  if (eid) out.eid = eid;
  return out;
}
