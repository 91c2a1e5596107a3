import { Type, type Static } from 'typebox';
import { Count, JsonSchema, Settings } from './declare';

const Words = Type.String({ minLength: 1 });

/** One document an application may need (the file's $comment explains each field). */
export const DocumentRule = Settings({
  type: Words,
  category: Type.Optional(Words),
  titleKey: Words,
  numberedTitleKey: Type.Optional(Words),
  /** always, never, or when the context satisfies this JSON Schema */
  required: Type.Union([Type.Boolean(), JsonSchema]),
  /** asked at all only when the context satisfies this JSON Schema */
  when: Type.Optional(JsonSchema),
  perPassport: Type.Optional(Type.Boolean()),
  minBytes: Type.Optional(Count(1)),
});
export type DocumentRule = Static<typeof DocumentRule>;

export const GroupRule = Settings({ limit: Count(), documents: Type.Array(DocumentRule) });
export type GroupRule = Static<typeof GroupRule>;

export const UploadRules = Settings({
  bankCode: Words,
  maxBytes: Count(1),
  minBytes: Count(),
  types: Type.Array(Settings({ mime: Words, extensions: Type.Array(Words, { minItems: 1 }) }), { minItems: 1 }),
  maxUploadsPerApplication: Count(1),
  ratePerMinute: Count(1),
  tokenTtlSec: Count(1),
  maxFileNameLength: Count(1),
  /** the most bytes a PDF's compressed streams may inflate to while it is checked; more is refused */
  inflateMaxBytes: Count(1),
  /** the longest the check of one file's content may take; longer is refused */
  checkMaxMs: Count(1),
});
export type UploadRules = Static<typeof UploadRules>;

/** schemas/rules/documents.json */
export const DocumentRules = Settings({
  uploadedStatus: Words,
  categories: Type.Array(Words),
  upload: UploadRules,
  companyGroups: Settings({
    companyDocuments: GroupRule,
    companyBankStatements: GroupRule,
    companyAddressProof: GroupRule,
    companyInvoices: GroupRule,
    otherDocuments: GroupRule,
  }),
  stakeholderGroups: Settings({ documents: GroupRule, personalBankStatements: GroupRule, personalBackground: GroupRule }),
  /** conditions the documents' `required` and `when` refer to */
  $defs: Type.Optional(Type.Record(Type.String(), JsonSchema)),
});
export type DocumentRules = Static<typeof DocumentRules>;
