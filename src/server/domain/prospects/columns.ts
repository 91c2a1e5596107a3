/** Reading the fields of an application record that the server filters on. */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

export function group(record: JsonObject, name: string): JsonObject {
  const value = record[name];
  return isObject(value) ? value : {};
}

/** "+971501234567": the key of a phone number wherever the server compares phones. */
export function phoneKey(countryCode: unknown, mobileNo: unknown): string {
  const code = text(countryCode).replace(/^\+/, '');
  const number = text(mobileNo);
  return number ? `+${code}${number}` : '';
}

export function emailKey(email: unknown): string {
  return text(email).toLowerCase();
}

/** The copies kept in the prospects table's own columns. */
export interface IndexedColumns {
  mobile: string;
  email: string;
  tradeLicence: string;
  companyName: string;
  roCode: string;
  viewId: string;
  accountType: string;
}

export function indexedColumns(record: JsonObject): IndexedColumns {
  const applicant = group(record, 'applicantInfo');
  const organization = group(record, 'organizationInfo');
  const application = group(record, 'applicationInfo');
  return {
    mobile: phoneKey(applicant.countryCode, applicant.mobileNo),
    email: emailKey(applicant.email),
    tradeLicence: text(organization.licenseNumber).toUpperCase(),
    companyName: text(organization.companyName),
    roCode: text(applicant.roCode),
    viewId: text(application.viewId),
    accountType: text(application.accountType),
  };
}
