import { Type, type Static } from 'typebox';
import { JsonObject } from './json';

/**
 * GET /config?segment=&product=&role=: what the app needs before its first screen. The flags and
 * links are the analysts' (schemas/rules/app-config.json), so the answer stays open to keys they add.
 */
export const AppConfig = Type.Object(
  {
    datalist: Type.Optional(JsonObject),
    prospect: Type.Optional(JsonObject),
    signatoryModel: Type.Optional(JsonObject),
    organizationModel: Type.Optional(JsonObject),
    studioEnabled: Type.Optional(Type.Boolean()),
    externalSiteUrl: Type.Optional(Type.String()),
    role: Type.Optional(Type.String()),
    segment: Type.Optional(Type.String()),
    product: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type AppConfig = Static<typeof AppConfig> & Record<string, unknown>;
export const configRoute = { response: { 200: AppConfig } };
