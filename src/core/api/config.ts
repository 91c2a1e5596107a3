import { Type, type Static } from 'typebox';
import { JsonObject } from './json';

/**
 * GET /config?segment=&product=&role=: what the app needs before its first screen. The flags and
 * links are the analysts' (schemas/rules/app-config.json), so the answer stays open to keys they add.
 */
export const AppConfig = Type.Object(
  {
    /** every datalist's entries by name (content/datalists/<name>.json) */
    datalist: Type.Optional(Type.Record(Type.String(), Type.Array(JsonObject))),
    /** the release the answer was made under */
    releaseId: Type.Optional(Type.String()),
    prospect: Type.Optional(JsonObject),
    signatoryModel: Type.Optional(JsonObject),
    organizationModel: Type.Optional(JsonObject),
    studioEnabled: Type.Optional(Type.Boolean()),
    reCaptchaSiteKey: Type.Optional(Type.String()),
    recaptchaEnable: Type.Optional(Type.Boolean()),
    lemniskEnable: Type.Optional(Type.Boolean()),
    chatEnabled: Type.Optional(Type.Boolean()),
    comebackJourney: Type.Optional(Type.Boolean()),
    iskycInitialEdit: Type.Optional(Type.Boolean()),
    servicePricingGuideUrl: Type.Optional(Type.String()),
    leadSource: Type.Optional(Type.String()),
    roCode: Type.Optional(Type.String()),
    links: Type.Optional(JsonObject),
    initialProspectTableCheck: Type.Optional(JsonObject),
    additionalConfigs: Type.Optional(JsonObject),
    externalSiteUrl: Type.Optional(Type.String()),
    role: Type.Optional(Type.String()),
    segment: Type.Optional(Type.String()),
    product: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type AppConfig = Static<typeof AppConfig> & Record<string, unknown>;
export const configRoute = { response: { 200: AppConfig } };
