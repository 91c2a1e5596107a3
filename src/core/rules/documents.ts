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
  maxBytes: Count(1, 20 * 1024 * 1024),
  minBytes: Count(),
  /** only the kinds whose content the server checks (documents/content-check.ts) */
  types: Type.Array(
    Settings({
      mime: Type.Union([Type.Literal('application/pdf'), Type.Literal('image/jpeg'), Type.Literal('image/png')]),
      extensions: Type.Array(Type.Union([Type.Literal('pdf'), Type.Literal('jpg'), Type.Literal('jpeg'), Type.Literal('png')]), { minItems: 1 }),
    }),
    { minItems: 1 },
  ),
  maxUploadsPerApplication: Count(1, 100),
  ratePerMinute: Count(1, 120),
  tokenTtlSec: Count(10, 3_600),
  maxFileNameLength: Count(1, 255),
  /** the most bytes a PDF's compressed streams may inflate to while it is checked; more is refused */
  inflateMaxBytes: Count(1, 64 * 1024 * 1024),
  /** the longest the check of one file's content may take; longer is refused */
  checkMaxMs: Count(1, 10_000),
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
