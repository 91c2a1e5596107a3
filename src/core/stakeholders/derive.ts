/**
 * Values worked out from what was entered in a person's wizard: the full name,
 * SINGLY → sole shareholder with the whole total, the citizenships list (another-citizenship adds
 * the next passport, at most five), nationality and dual citizenship, UAE residence.
 */
import { isCompany } from './people';
import type { PeopleRules, Person, PersonKyc } from './types';

const MAX_PASSPORTS = 5;

function emptyPassport() {
  return { country: '', passportNumber: '', hasAnotherCitizenship: false, diplomatPassport: false };
}

/** Each ticked "another citizenship" among the first four opens the next passport; unticking drops those after it. */
export function syncPassports(passports: unknown): Person[] {
  const list = Array.isArray(passports) && passports.length ? passports.map((p) => ({ ...(p ?? {}) })) : [emptyPassport()];
  const out: Person[] = [];
  for (let i = 0; i < list.length && i < MAX_PASSPORTS; i += 1) {
    const passport = list[i];
    if (i === MAX_PASSPORTS - 1 && passport.hasAnotherCitizenship === true) passport.hasAnotherCitizenship = false;
    out.push(passport);
    if (passport.hasAnotherCitizenship !== true) break;
    if (i + 1 >= list.length && i + 1 < MAX_PASSPORTS) list.push(emptyPassport());
  }
  return out;
}

function fullNameOf(person: Person): string {
  if (isCompany(person)) return String(person.signatoryCompanyInfo?.companyName ?? '').trim();
  const [first, middle, last] = [person.firstName, person.middleName, person.lastName].map((v) => (typeof v === 'string' ? v.trim() : ''));
  // only a first and a last name make a full name: a person is listed with both
  return first && last ? [first, middle, last].filter(Boolean).join(' ') : '';
}

/**
 * The person after a change, with every derived value brought up to date. `previous` is the person
 * before the change: choosing SINGLY (only at the moment it is chosen) makes them a shareholder of
 * the whole total.
 */
export function derivePerson(next: Person, previous: Person | undefined, rules: Pick<PeopleRules, 'singly' | 'homeCountry' | 'sharesTotal'>): Person {
  const kyc: PersonKyc = { ...(next.kycDetails ?? {}) };
  const person: Person = { ...next, kycDetails: kyc };
  person.fullName = fullNameOf(person);

  const authority = person.accountSigningInfo?.authorityType;
  if (authority === rules.singly && previous?.accountSigningInfo?.authorityType !== rules.singly && kyc.isSignatory === true) {
    kyc.isShareholder = true;
    kyc.shareHoldingPercentage = rules.sharesTotal;
  }
  if (kyc.isSignatory === false && person.accountSigningInfo?.authorityType) {
    person.accountSigningInfo = { ...person.accountSigningInfo, authorityType: '' };
  }
  if (kyc.isShareholder === false && kyc.shareHoldingPercentage !== undefined) delete kyc.shareHoldingPercentage;

  if (!isCompany(person)) {
    const passports = syncPassports(kyc.passportDetails);
    kyc.passportDetails = passports;
    kyc.nationality = String(passports[0]?.country ?? '');
    kyc.dualCitizenship = passports[0]?.hasAnotherCitizenship === true;
    kyc.dualCitizenshipCountry = passports.slice(1).map((p) => String(p.country ?? ''));
  }
  kyc.isUAEResident = !!kyc.residenceCountry && kyc.residenceCountry === rules.homeCountry;
  return person;
}
