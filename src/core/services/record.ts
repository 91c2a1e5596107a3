/** Reading the parts of the record the services wizard works on, without assuming they exist. */
export type Json = Record<string, unknown>;

export const objectOf = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** accountInfo[0] */
export const accountOf = (record: unknown): Json => objectOf(listOf(objectOf(record).accountInfo)[0]);

/** accountInfo[0].accountCurrencies */
export const currenciesOf = (record: unknown): string[] => listOf(accountOf(record).accountCurrencies).filter((c): c is string => typeof c === 'string');

export const peopleOf = (record: unknown): Json[] => listOf(objectOf(record).signatoryInfo).map(objectOf);

export const isSignatory = (person: Json): boolean => objectOf(person.kycDetails).isSignatory === true;

/** Indexes (in signatoryInfo) of the people who sign. */
export const signatoryIndexes = (record: unknown): number[] => peopleOf(record).flatMap((person, index) => (isSignatory(person) ? [index] : []));

export const signingTypeOf = (person: Json): string => textOf(objectOf(person.accountSigningInfo).accountSigningType);

export const contactsOf = (record: unknown): Json[] => listOf(objectOf(objectOf(record).organizationInfo).contactDetailsForTxnReconfirming).map(objectOf);

/** A copy of `record` with accountInfo[0] replaced. */
export function withAccount(record: Json, account: Json): Json {
  const accounts = [...listOf(record.accountInfo)];
  accounts[0] = account;
  return { ...record, accountInfo: accounts };
}
