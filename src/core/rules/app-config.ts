import { Type, type Static } from 'typebox';
import { Settings } from './declare';

const Words = Type.String({ minLength: 1 });
const Flag = Type.Boolean();
/** a link of the bank's, by banking variant */
const ByVariant = Settings({ conventional: Type.String(), islamic: Type.String() });

/** What GET /api/v1/config hands the browser: flags and links, each of which a product may override. */
const Handed = {
  reCaptchaSiteKey: Type.String(),
  recaptchaEnable: Flag,
  lemniskEnable: Flag,
  chatEnabled: Flag,
  comebackJourney: Flag,
  iskycInitialEdit: Flag,
  servicePricingGuideUrl: Type.String(),
  leadSource: Type.String(),
  roCode: Type.String(),
  links: Type.Record(Type.String(), Type.Union([ByVariant, Type.Record(Type.String(), ByVariant)])),
  initialProspectTableCheck: Type.Record(Type.String(), Flag),
  additionalConfigs: Type.Record(Type.String(), Type.Unknown()),
  externalSiteUrl: Type.String(),
};

/** schemas/rules/app-config.json */
export const AppConfigRules = Settings({
  /** the user types a request may name (?segment=) */
  segments: Type.Array(Words, { minItems: 1 }),
  /** the roles a request may name (?role=) */
  roles: Type.Array(Words, { minItems: 1 }),
  ...Handed,
  /** per product (?product=): the flags and links that differ, merged over the ones above */
  products: Type.Record(Type.String(), Type.Partial(Settings(Handed))),
});
export type AppConfigRules = Static<typeof AppConfigRules>;
