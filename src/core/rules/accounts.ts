import { Type, type Static } from 'typebox';
import { Count, Settings } from './declare';

export const Tier = Type.Union([Type.Literal('starter'), Type.Literal('current'), Type.Literal('elite')]);
export type Tier = Static<typeof Tier>;

const Path = Type.String({ pattern: '^/' });

export const AccountRule = Settings({
  slug: Type.String({ minLength: 1 }),
  tier: Tier,
  accountType: Type.String({ minLength: 1 }),
  islamicBanking: Type.Boolean(),
  images: Settings({ landing: Path, overview: Path }),
  keyFacts: Path,
});
export type AccountRule = Static<typeof AccountRule>;

export const ComparisonValue = Type.Union([
  Settings({ kind: Type.Union([Type.Literal('zero'), Type.Literal('none'), Type.Literal('yes'), Type.Literal('optional')]) }),
  Settings({ kind: Type.Literal('amount'), amount: Type.Number({ minimum: 0 }) }),
  Settings({ kind: Type.Literal('mandatory'), package: Type.String({ minLength: 1 }) }),
]);
export type ComparisonValue = Static<typeof ComparisonValue>;

export const ComparisonRow = Settings({ row: Type.String({ minLength: 1 }), starter: ComparisonValue, current: ComparisonValue, elite: ComparisonValue });
export type ComparisonRow = Static<typeof ComparisonRow>;

/** schemas/rules/accounts.json */
export const AccountsRules = Settings({
  /** `noticeKey`: a sentence of content/en/accounts.json shown on the tier's landing and overview pages */
  tiers: Type.Array(Settings({ tier: Tier, accountType: Type.String({ minLength: 1 }), tabPosition: Count(), noticeKey: Type.Optional(Type.String()) })),
  defaultSelectedTier: Tier,
  accounts: Type.Array(AccountRule),
  comparison: Type.Array(ComparisonRow),
});
export type AccountsRules = Static<typeof AccountsRules>;
