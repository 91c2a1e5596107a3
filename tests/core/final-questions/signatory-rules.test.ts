import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../../src/core/bundle';
import { createRegistry, type Registry } from '../../../src/core/schema/registry';
import { stepsFor } from '../../../src/core/wizard/engine';
import { repoBundle } from '../helpers/load-bundle';
import { all, sample, set, type Row } from './support';

const kyc = (path: string, value: unknown) => set(`kycDetails.${path}`, value);
const job = (path: string, value: unknown) => set(`employmentDetails.${path}`, value);
const funds = (path: string, value: unknown) => set(`sourceOfWealth.${path}`, value);
const home = (path: string, value: unknown) => set(`addressInfo.0.${path}`, value);
const HOME = '$.addressInfo[0].addressDetails[0]';

const table: Row[] = [
  // personal information
  ["mother's maiden name missing", kyc('mothersMaidenName', ''), '$.kycDetails.mothersMaidenName', ["Mother's maiden name is not filled"]],
  ["mother's maiden name 40 chars", kyc('mothersMaidenName', 'A'.repeat(40)), '$.kycDetails.mothersMaidenName', []],
  ["mother's maiden name 41 chars", kyc('mothersMaidenName', 'A'.repeat(41)), '$.kycDetails.mothersMaidenName', ['Maximum 40 characters allowed']],
  [
    "mother's maiden name digits",
    kyc('mothersMaidenName', 'Fatima 2'),
    '$.kycDetails.mothersMaidenName',
    ["Mother's maiden name can hold letters of any language, spaces, hyphens, apostrophes and dots, and starts with a letter"],
  ],
  [
    "mother's maiden name edge space",
    kyc('mothersMaidenName', ' Fatima'),
    '$.kycDetails.mothersMaidenName',
    ["Mother's maiden name should not have trailing spaces"],
  ],
  ['marital status missing', kyc('maritalStatus', ''), '$.kycDetails.maritalStatus', ['Marital status is not filled']],
  ['marital status unknown', kyc('maritalStatus', 'COMPLICATED'), '$.kycDetails.maritalStatus', ['Marital status is invalid']],
  ['marital status other without words', kyc('maritalStatus', 'OTHER'), '$.kycDetails.maritalStatusOthers', ['Marital status (other) is not filled']],
  ['marital status other with words', all(kyc('maritalStatus', 'OTHER'), kyc('maritalStatusOthers', 'Engaged')), '$.kycDetails.maritalStatusOthers', []],
  [
    'marital status other 51 chars',
    all(kyc('maritalStatus', 'OTHER'), kyc('maritalStatusOthers', 'E'.repeat(51))),
    '$.kycDetails.maritalStatusOthers',
    ['Maximum 50 characters allowed'],
  ],
  ['place of birth missing', kyc('placeOfBirth', ''), '$.kycDetails.placeOfBirth', ['Place of birth is not filled']],
  ['place of birth 51 chars', kyc('placeOfBirth', 'S'.repeat(51)), '$.kycDetails.placeOfBirth', ['Maximum 50 characters allowed']],
  [
    'place of birth pattern',
    kyc('placeOfBirth', 'Sharjah;'),
    '$.kycDetails.placeOfBirth',
    ["Place of birth can hold letters of any language, digits, spaces and . , ' & ( ) / @ # _ : ! ? + -"],
  ],
  ['country of birth missing', kyc('countryOfBirth', undefined), '$.kycDetails.countryOfBirth', ['Country of birth is not filled']],
  ['country of birth unknown', kyc('countryOfBirth', 'UAE'), '$.kycDetails.countryOfBirth', ['Country of birth is invalid']],
  // employment
  ['qualification missing', job('qualification', ''), '$.employmentDetails.qualification', ['Highest qualification is not filled']],
  ['qualification unknown', job('qualification', 'WIZARD'), '$.employmentDetails.qualification', ['Highest qualification is invalid']],
  ['employment type missing', job('employmentType', ''), '$.employmentDetails.employmentType', ['Employment type is not filled']],
  ['employment type other without words', job('employmentType', 'OTHER'), '$.employmentDetails.otherEmploymentType', ['Employment type (other) is not filled']],
  [
    'employment type other with words',
    all(job('employmentType', 'OTHER'), job('otherEmploymentType', 'Consultant')),
    '$.employmentDetails.otherEmploymentType',
    [],
  ],
  ['designation missing', job('designation', ''), '$.employmentDetails.designation', ['Designation is not filled']],
  ['designation 51 chars', job('designation', 'D'.repeat(51)), '$.employmentDetails.designation', ['Maximum 50 characters allowed']],
  [
    'works at company missing',
    job('isWorkingAtCompany', undefined),
    '$.employmentDetails.isWorkingAtCompany',
    ['Does this person work at the company? is not filled'],
  ],
  ['works elsewhere without employer', job('isWorkingAtCompany', 'no'), '$.employmentDetails.employerName', ['Employer name is not filled']],
  ['works elsewhere with employer', all(job('isWorkingAtCompany', 'no'), job('employerName', 'Gulf Holdings LLC')), '$.employmentDetails.employerName', []],
  [
    'employer 51 chars',
    all(job('isWorkingAtCompany', 'no'), job('employerName', 'G'.repeat(51))),
    '$.employmentDetails.employerName',
    ['Maximum 50 characters allowed'],
  ],
  ['experience missing', job('totalExperienceYrs', undefined), '$.employmentDetails.totalExperienceYrs', ['Total years of experience is not filled']],
  ['experience 0', job('totalExperienceYrs', 0), '$.employmentDetails.totalExperienceYrs', []],
  ['experience 70', job('totalExperienceYrs', 70), '$.employmentDetails.totalExperienceYrs', []],
  ['experience 71', job('totalExperienceYrs', 71), '$.employmentDetails.totalExperienceYrs', ['Must be less than or equal to 70']],
  ['experience fraction', job('totalExperienceYrs', 2.5), '$.employmentDetails.totalExperienceYrs', ['Not valid number']],
  ['experience negative', job('totalExperienceYrs', -1), '$.employmentDetails.totalExperienceYrs', ['Must be more than or equal to 0']],
  // source of funds
  ['source of funds missing', funds('wealthType', []), '$.sourceOfWealth.wealthType', ['Source of funds is not filled']],
  ['source of funds unknown', funds('wealthType', ['LOTTERY']), '$.sourceOfWealth.wealthType[0]', ['Source of funds is invalid']],
  ['source of funds repeated', funds('wealthType', ['SAVINGS', 'SAVINGS']), '$.sourceOfWealth.wealthType', ['Source of funds cannot be repeated']],
  ['source of funds other without words', funds('wealthType', ['SAVINGS', 'OTHER']), '$.sourceOfWealth.others', ['Source of funds (other) is not filled']],
  ['source of funds other with words', all(funds('wealthType', ['OTHER']), funds('others', 'Royalties')), '$.sourceOfWealth.others', []],
  [
    'source of funds other 51 chars',
    all(funds('wealthType', ['OTHER']), funds('others', 'R'.repeat(51))),
    '$.sourceOfWealth.others',
    ['Maximum 50 characters allowed'],
  ],
  // residential address
  [
    'same-as-company question missing',
    home('sameAsCompanyAddress', undefined),
    '$.addressInfo[0].sameAsCompanyAddress',
    ["Does this person live at the company's address? is not filled"],
  ],
  ['same as company: no home address needed', all(home('sameAsCompanyAddress', 'yes'), home('addressDetails', [])), '$.addressInfo[0].addressDetails', []],
  ['home address missing', home('addressDetails', []), '$.addressInfo[0].addressDetails', ['Where does this person live? is not filled']],
  ['home address line missing', home('addressDetails.0.addressLine1', ''), `${HOME}.addressLine1`, ['Address is not filled']],
  ['home address line 51 chars', home('addressDetails.0.addressLine1', 'V'.repeat(51)), `${HOME}.addressLine1`, ['Maximum 50 characters allowed']],
  // in the UAE: an emirate of the list and a PO Box
  ['UAE home PO box missing', home('addressDetails.0.poBox', ''), `${HOME}.poBox`, ['PO Box is not filled']],
  ['UAE home PO box 11 digits', home('addressDetails.0.poBox', '12345678901'), `${HOME}.poBox`, ['Maximum 10 characters allowed']],
  ['UAE home emirate missing', home('addressDetails.0.emirateCity', ''), `${HOME}.emirateCity`, ['Emirate or city is not filled']],
  ['UAE home emirate as a city name', home('addressDetails.0.emirateCity', 'Dubai'), `${HOME}.emirateCity`, ['Emirate or city is invalid']],
  // elsewhere: a city typed in, the PO Box optional
  [
    'abroad home PO box optional',
    all(home('addressDetails.0.country', 'JO'), home('addressDetails.0.emirateCity', 'Amman'), home('addressDetails.0.poBox', '')),
    `${HOME}.poBox`,
    [],
  ],
  [
    'abroad home city missing',
    all(home('addressDetails.0.country', 'JO'), home('addressDetails.0.emirateCity', '')),
    `${HOME}.emirateCity`,
    ['Emirate or city is not filled'],
  ],
  ['home country missing', home('addressDetails.0.country', ''), `${HOME}.country`, ['Country is not filled']],
  ['home country unknown', home('addressDetails.0.country', 'Narnia'), `${HOME}.country`, ['Country is invalid']],
  ['residential address missing', set('addressInfo', []), '$.addressInfo', ['Residential address is not filled']],
  // preferred mailing address
  ['mailing address missing', home('preferredMailingAddress', ''), '$.addressInfo[0].preferredMailingAddress', ['Preferred mailing address is not filled']],
  ['mailing address company', home('preferredMailingAddress', 'company'), '$.addressInfo[0].preferredMailingAddress', []],
  ['mailing address unknown', home('preferredMailingAddress', 'office'), '$.addressInfo[0].preferredMailingAddress', ['Preferred mailing address is invalid']],
];

describe('Final Questions: signatory rules (submit mode)', () => {
  let bundle: Bundle;
  let registry: Registry;
  beforeAll(async () => {
    bundle = await repoBundle();
    registry = createRegistry(bundle);
  });

  it('accepts the sample answers', () => {
    expect(registry.validateValue('finalQuestionsSignatory', sample(bundle, 'finalQuestionsSignatory'), 'submit')).toEqual([]);
  });

  it.each(table)('%s', (_rule, change, path, expected, alsoFailing = []) => {
    const person = sample(bundle, 'finalQuestionsSignatory');
    change(person);
    const errors = registry.validateValue('finalQuestionsSignatory', person, 'submit');
    expect(
      errors
        .filter((e) => e.path === path)
        .map((e) => e.message)
        .sort(),
    ).toEqual([...expected].sort());
    expect(errors.filter((e) => e.path !== path).map((e) => e.path)).toEqual(alsoFailing);
  });

  it('asks only signatories: a person who is not one has no steps and nothing to fail', () => {
    const wizard = registry.wizard('finalQuestionsSignatory');
    const signatory = sample(bundle, 'finalQuestionsSignatory');
    expect(stepsFor(wizard, signatory, registry).map((s) => s.id)).toEqual(['personal', 'employment', 'sourceOfFunds', 'residentialAddress', 'mailingAddress']);
    const other = { signatoryId: 'companySignatory_2', kycDetails: { isSignatory: false } };
    expect(stepsFor(wizard, other, registry)).toEqual([]);
    expect(registry.validateValue('finalQuestionsSignatory', other, 'submit')).toEqual([]);
  });

  it('places errors of a person under its path in the record', () => {
    const person = sample(bundle, 'finalQuestionsSignatory');
    person.kycDetails.mothersMaidenName = '';
    const errors = registry.validateValue('finalQuestionsSignatory', person, 'submit', { basePath: '$.signatoryInfo[1]' });
    expect(errors.map((e) => e.path)).toEqual(['$.signatoryInfo[1].kycDetails.mothersMaidenName']);
  });
});
