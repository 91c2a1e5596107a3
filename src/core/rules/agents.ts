import { Type, type Static } from 'typebox';
import { Count, JsonSchema, Settings } from './declare';

const Words = Type.String({ minLength: 1 });
/** a regular expression, as text */
const Pattern = Type.String({ minLength: 1 });

/** schemas/rules/agents.json */
export const AgentRules = Settings({
  password: Settings({ N: Count(2), r: Count(1), p: Count(1), keyLength: Count(16), saltBytes: Count(8), minLength: Count(1) }),
  login: Settings({ maxFailures: Count(1, 20), windowSec: Count(60, 86_400), addressMaxFailures: Count(1, 500) }),
  /** the officer a first embedded start creates; a supervisor, so that trying the product shows the whole bank's queue */
  demoAgent: Settings({ userName: Words, name: Words, roCode: Words, employeeId: Words, passwordBytes: Count(8), supervisor: Type.Boolean() }),
  roCodePattern: Pattern,
  userNamePattern: Pattern,
  employeeIdPattern: Pattern,
  lock: Settings({ ttlSec: Count(1), heartbeatSec: Count(1) }),
  invite: Settings({ ttlDays: Count(1), tokenBytes: Count(16), linkPath: Type.String({ pattern: '^/' }), emailFrom: Words, listSize: Count(1, 500) }),
  search: Settings({ maxResults: Count(1) }),
  /** the work queue: items a page, the service time of each side in working days, the weekend */
  queue: Settings({
    pageSize: Count(1, 200),
    workingDays: Settings({ bank: Count(0, 60), customer: Count(0, 365) }),
    weekend: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { maxItems: 6, uniqueItems: true }),
  }),
  /**
   * who changed what: the record paths left out (bookkeeping), entries a page lists, and the values the
   * record keeps that no step shows, by normalized path: their label (a key of content/<lang>/agent.json)
   * and their values' words (a datalist's labels, a page's title, or `namespace:key` words with {value})
   */
  trail: Settings({
    notRecorded: Type.Array(Words),
    pageSize: Count(1, 500),
    unshownFields: Type.Record(
      Type.String({ minLength: 1 }),
      Settings({
        labelKey: Words,
        datalist: Type.Optional(Words),
        page: Type.Optional(Type.Boolean()),
        /** the value is an account type of accounts.json `tiers`: worded by its tier's name */
        account: Type.Optional(Type.Boolean()),
        words: Type.Optional(Type.String({ pattern: '^[A-Za-z]+:.+' })),
      }),
    ),
  }),
  /** the document viewer: zoom steps (1 = a page's own size), the one it opens at, how far Rotate turns */
  viewer: Settings({
    zoomSteps: Type.Array(Type.Number({ exclusiveMinimum: 0, maximum: 8 }), { minItems: 1, maxItems: 20 }),
    start: Type.Number({ exclusiveMinimum: 0, maximum: 8 }),
    rotateDegrees: Type.Union([Type.Literal(90), Type.Literal(180)]),
  }),
  /**
   * the facts at the top of an officer's overview, in order: a label (a key of content/<lang>/agent.json),
   * the overview's values it shows (the first one given), and how it is shown
   */
  overviewFacts: Type.Array(
    Settings({
      labelKey: Words,
      from: Type.Array(
        Type.String({ pattern: '^((summary|company|companyKyc|applicant|application)\\.[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*|createdAt|updatedAt)$' }),
        {
          minItems: 1,
        },
      ),
      as: Type.Optional(Type.Union([Type.Literal('text'), Type.Literal('date'), Type.Literal('phone'), Type.Literal('accountType')])),
    }),
    { minItems: 1 },
  ),
  /** the whole application as an officer reads it: the wizards in this order (those not named follow) */
  wholeApplication: Settings({ wizards: Type.Array(Words) }),
  statusLabels: Settings({
    draft: Words,
    submitted: Words,
    duplicate: Words,
    stoppedByScreeningStatus: Type.Record(Type.String(), Words),
    stoppedDefault: Words,
  }),
  /** record sections only the bank writes: a customer's save leaves them as stored */
  bankOwnedGroups: Type.Array(Words),
  agentSettable: Type.Array(Words),
  forceStopped: Type.Array(Words),
  /** the shapes of the officers' request bodies (JSON Schema) */
  requests: Settings({
    login: JsonSchema,
    search: JsonSchema,
    searchCriteria: Type.Array(Words),
    invite: JsonSchema,
    redeem: JsonSchema,
    status: JsonSchema,
    note: JsonSchema,
  }),
});
export type AgentRules = Static<typeof AgentRules>;
