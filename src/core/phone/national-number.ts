export interface PhoneInputRules {
  /** what may stand before a country code: "+", "00" */
  internationalPrefixes: readonly string[];
  /** what a national number of the home country may start with: "0" */
  trunkPrefix: string;
  /** the home country code: "971" */
  homeCode: string;
}

/**
 * The digits of a phone number as the record keeps them, from any form a person types or pastes
 * (rule PHONE-PASTE): "+971 50 123 4567", "00971-50-1234567" and "050 123 4567" are all "501234567"
 * for the code 971; "(04) 123 4567" is "41234567". Only a prefix the person wrote is removed: digits
 * are never dropped from the middle.
 */
export function nationalNumber(typed: string, code: string, rules: PhoneInputRules): string {
  const compact = typed.trim().replace(/[\s\-.()/]/g, '');
  for (const prefix of rules.internationalPrefixes) {
    if (code && compact.startsWith(prefix + code)) return digitsOf(compact.slice(prefix.length + code.length), code, rules);
  }
  return digitsOf(compact, code, rules);
}

function digitsOf(rest: string, code: string, rules: PhoneInputRules): string {
  const digits = rest.replace(/\D/g, '');
  if (code === rules.homeCode && rules.trunkPrefix && digits.startsWith(rules.trunkPrefix)) return digits.slice(rules.trunkPrefix.length);
  return digits;
}
