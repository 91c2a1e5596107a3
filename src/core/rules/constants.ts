import { Type, type Static } from 'typebox';
import { Count, Settings } from './declare';

const Placement = Type.Union([Type.Literal('top'), Type.Literal('left'), Type.Literal('right'), Type.Literal('bottom')]);
const Status = Type.Union([Type.Literal('error'), Type.Literal('success'), Type.Literal('info'), Type.Literal('warning')]);

/** schemas/rules/constants.json */
export const ConstantsRules = Settings({
  defaultCountryCode: Type.String({ minLength: 1 }),
  defaultCountry: Type.String({ minLength: 2 }),
  phoneInput: Settings({ internationalPrefixes: Type.Array(Type.String({ minLength: 1 })), trunkPrefix: Type.String() }),
  recordMaxBytes: Count(1024, 1024 * 1024),
  leadNumber: Settings({ prefix: Type.String(), length: Count(1), alphabet: Type.String({ minLength: 2 }) }),
  autoSaveMs: Count(1),
  saveQueuePollMs: Count(1),
  changeSaveDelayMs: Count(),
  fieldErrorDebounceMs: Count(),
  saving: Settings({
    retryFirstMs: Count(1),
    retryMaxMs: Count(1),
    heldRetryMs: Count(1),
    keepDelayMs: Count(),
    keepMaxHours: Count(1),
    tabAliveMs: Count(1),
    listItemIds: Type.Array(Type.String({ minLength: 1 })),
  }),
  sessionTimeoutMs: Count(1),
  sessionCountdownSeconds: Count(1),
  earliestDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  authorityTypes: Type.Record(Type.String(), Type.String()),
  mobileBannerBreakpoint: Count(),
  mobileLayoutBreakpoint: Count(),
  navPanelWidth: Count(),
  tooltip: Settings({
    touchDelayMs: Count(),
    enterDelayMs: Count(),
    leaveDelayMs: Count(),
    maxWidth: Count(1),
    narrowScreenBreakpoint: Count(),
    placementNarrow: Placement,
    placementWide: Placement,
  }),
  wheel: Settings({ historySize: Count(1), resetGapMs: Count(), recentSamples: Count(1), middleSamples: Count(1), sectionTransitionMs: Count() }),
  comparison: Settings({ selectedColumnWidth: Count(1) }),
  notifications: Settings({ defaultStatus: Status, briefMs: Count(1) }),
});
export type ConstantsRules = Static<typeof ConstantsRules>;
