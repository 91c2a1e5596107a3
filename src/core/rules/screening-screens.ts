import { Type, type Static } from 'typebox';
import { Settings } from './declare';

const screenFields = {
  image: Type.Union([Type.Literal('declined'), Type.Literal('callback')]),
  messageKey: Type.Optional(Type.String({ minLength: 1 })),
  titleKey: Type.Optional(Type.String({ minLength: 1 })),
  /** keys of `buttons` */
  buttons: Type.Array(Type.String({ minLength: 1 })),
};

/** A screen; a screening check's screen may differ by the check's status (`byStatus`). */
export const ScreenRule = Settings({ ...screenFields, byStatus: Type.Optional(Type.Record(Type.String(), Settings(screenFields))) });
export type ScreenRule = Static<typeof ScreenRule>;

export const ScreenButtonRule = Settings({
  labelKey: Type.String({ minLength: 1 }),
  /** a named route, opened with a page reload */
  route: Type.Optional(Type.String({ minLength: 1 })),
  /** a link of the configuration answer, opened as an external link */
  configLink: Type.Optional(Type.String({ minLength: 1 })),
  /** moves the same application to the account type the stopping check offers (rule STARTER-EARLY) */
  switchAccount: Type.Optional(Type.Boolean()),
});
export type ScreenButtonRule = Static<typeof ScreenButtonRule>;

/** schemas/rules/screening-screens.json */
export const ScreensRules = Settings({
  default: ScreenRule,
  screens: Type.Record(Type.String(), ScreenRule),
  buttons: Type.Record(Type.String(), ScreenButtonRule),
  errorScreens: Type.Record(Type.String(), ScreenRule),
  /** the buttons of every screen on an officer's page */
  agentButtons: Type.Array(Type.String({ minLength: 1 })),
  /** error codes never sent to the error-reporting service */
  notReported: Type.Array(Type.String({ minLength: 1 })),
});
export type ScreensRules = Static<typeof ScreensRules>;
