import { Type, type Static } from 'typebox';
import { Settings } from './declare';

/** account types (applicationInfo.accountType) */
const AccountTypes = Type.Array(Type.String({ minLength: 1 }));

export const PackageRule = Settings({
  key: Type.String({ minLength: 1 }),
  id: Type.String({ minLength: 1 }),
  /** per month, in `currency` */
  cost: Type.Number({ minimum: 0 }),
  currency: Type.String({ minLength: 1 }),
  /** account types whose price includes this package */
  includedWith: AccountTypes,
  /** account types that must take this package */
  mandatoryWith: AccountTypes,
  readMoreConfigKeys: Settings({ conventional: Type.String(), islamic: Type.String() }),
  /** what the package includes, in order: keys of `features` in content/<lang>/packages.json */
  includes: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
});
export type PackageRule = Static<typeof PackageRule>;

/** schemas/rules/packages.json */
export const PackagesRules = Settings({ packages: Type.Array(PackageRule) });
export type PackagesRules = Static<typeof PackagesRules>;
