/**
 * The keys of content/<lang>/messages.json the product's code reads by name, besides the ones the
 * schemas name (errorMessage, oneTicked) and the keyword templates: a message no rule and no page
 * reads is reported by the schema check.
 */
export const MESSAGES_READ_BY_CODE: readonly string[] = [
  // a submitted application without a required document (core/services/submission.ts)
  'documentNotUploaded',
  // a save that leaves a stakeholder out (server/domain/prospects/kept-people.ts)
  'stakeholderDropped',
  // the Express terms not opened (web/features/services/ExpressTerms.tsx)
  'expressTermsNotRead',
];
