import { describe, expect, it } from 'vitest';
import { cleanMessage, groupByPath, mapFieldErrors, toExtraErrors } from '../../../src/web/api/field-errors';

const item = (fieldPath: string | undefined, message = 'Company Name is not filled.') => ({ errorCode: 'FIELD_INVALID', fieldPath, message });

describe('server field errors → form paths', () => {
  it.each([
    ['$.organizationInfo.companyName', 'form', 'prospect.organizationInfo.companyName'],
    ['organizationInfo.companyName', 'form', 'prospect.organizationInfo.companyName'],
    ['$.prospect.organizationInfo.companyName', 'form', 'prospect.organizationInfo.companyName'],
    ['prospect.applicantInfo.email', 'login', 'prospect.applicantInfo.email'],
    ['$.orgKYCDetails.industryMultiSelect[0].subCategory[1]', 'form', 'prospect.orgKYCDetails.industryMultiSelect.0.subCategory.1'],
    ['$.userName', 'login', 'login.userName'],
    ['$.mobileNo', 'search', 'searchInfo.mobileNo'],
    ['$.signatoryInfo[2].firstName', 'form', 'prospect.signatoryInfo.2.firstName'],
  ] as const)('%s on the %s page → %s', (fieldPath, page, expected) => {
    expect(mapFieldErrors([item(fieldPath)], page)).toEqual([{ path: expected, message: 'Company Name is not filled' }]);
  });

  it.each([
    ['$$Company Name is invalid.', 'Company Name is invalid'],
    ['$Maximum 50 characters allowed', 'Maximum 50 characters allowed'],
    ['Field is required.', 'Field is required'],
    ['No change', 'No change'],
    ['Ends with two dots..', 'Ends with two dots.'],
  ])('message %j → %j', (raw, clean) => {
    expect(cleanMessage(raw)).toBe(clean);
  });

  it('leaves out errors without a field path', () => {
    expect(mapFieldErrors([item(undefined), item('')])).toEqual([]);
  });

  it('groups by path and builds RJSF extraErrors under the base', () => {
    const mapped = mapFieldErrors([
      item('$.organizationInfo.companyName', 'Company Name is not filled.'),
      item('$.organizationInfo.companyName', 'Company Name is not filled.'),
      item('$.organizationInfo.companyName', '$Maximum 50 characters allowed'),
      item('$.signatoryInfo[1].lastName', 'Last Name is not filled'),
    ]);
    const grouped = groupByPath(mapped);
    expect(grouped['prospect.organizationInfo.companyName']).toEqual(['Company Name is not filled', 'Maximum 50 characters allowed']);
    expect(toExtraErrors(grouped)).toEqual({
      organizationInfo: { companyName: { __errors: ['Company Name is not filled', 'Maximum 50 characters allowed'] } },
      signatoryInfo: { 1: { lastName: { __errors: ['Last Name is not filled'] } } },
    });
    expect(toExtraErrors(grouped, 'prospect.signatoryInfo.1')).toEqual({ lastName: { __errors: ['Last Name is not filled'] } });
    expect(toExtraErrors({}, 'prospect')).toBeUndefined();
  });
});
