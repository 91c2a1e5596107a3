/**
 * The company's addresses as the Final Questions addresses step keeps them (schemas/steps/finalQuestions/
 * addresses.schema.json): addressInfo[0] is the registered address, addressInfo[1] the office address
 * while the registered entry says officeAddressDifferent "yes". Each addressDetails[0].preferredAddress
 * ("Y"/"N") is derived from the registered entry's preferredMailingAddress. The codes below are the record's values named in that schema, not rules.
 */
import { constants } from '../../app/rules';

type Json = Record<string, unknown>;

export const REGISTERED = 'registered';
export const OFFICE = 'office';
const YES = 'yes';
const FLAG = { on: 'Y', off: 'N' } as const;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

function withDetail(entry: Json, preferred: boolean, country: unknown): Json {
  const details = Array.isArray(entry.addressDetails) && entry.addressDetails.length ? entry.addressDetails : [{}];
  const [first, ...rest] = details as unknown[];
  const detail = isObject(first) ? first : {};
  return {
    ...entry,
    addressDetails: [{ ...detail, country: detail.country ?? country, preferredAddress: preferred ? FLAG.on : FLAG.off }, ...rest],
  };
}

/** The record with its company addresses in the shape above; the same object when nothing changes shape-wise is not promised. */
export function normalizeCompanyAddresses(record: Json): Json {
  const organization = isObject(record.organizationInfo) ? record.organizationInfo : {};
  const list = Array.isArray(organization.addressInfo) ? organization.addressInfo : [];
  const registered: Json = { ...(isObject(list[0]) ? list[0] : {}), typeOfAddress: REGISTERED };
  const officeDiffers = registered.officeAddressDifferent === YES;
  const mailToOffice = officeDiffers && registered.preferredMailingAddress === OFFICE;
  // a company address without a country is in the home country (constants.json defaultCountry)
  const addressInfo: Json[] = [withDetail(registered, !mailToOffice, constants.defaultCountry)];
  if (officeDiffers) {
    const office: Json = { ...(isObject(list[1]) ? list[1] : {}), typeOfAddress: OFFICE };
    addressInfo.push(withDetail(office, mailToOffice, constants.defaultCountry));
  }
  return { ...record, organizationInfo: { ...organization, addressInfo } };
}
