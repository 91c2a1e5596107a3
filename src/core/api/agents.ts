import { Type, type Static } from 'typebox';
import { Instant } from './json';

// The relationship officer's calls. Request bodies are the analysts' (schemas/rules/agents.json `requests`).

/** POST /users/authenticate */
export const AgentLoggedIn = Type.Object({
  access_token: Type.String(),
  agentName: Type.String(),
  roCode: Type.String(),
  agentId: Type.String(),
  employeeId: Type.Optional(Type.String()),
  /** sees the whole bank's work queue and gives applications to other officers */
  supervisor: Type.Optional(Type.Boolean()),
});
export type AgentLoggedIn = Static<typeof AgentLoggedIn>;
export const agentLoginRoute = { response: { 200: AgentLoggedIn } };

/** POST /agent/prospects/{id}/edit: the hold is the agent's; `version` is new (read the record again). */
export const HoldTaken = Type.Object({ prospectId: Type.String(), version: Type.Integer(), roEditingUntil: Instant, heartbeatSec: Type.Integer() });
export type HoldTaken = Static<typeof HoldTaken>;
export const takeHoldRoute = { response: { 200: HoldTaken } };

/** POST /agent/prospects/{id}/edit/heartbeat: the hold runs on; the next heartbeat after heartbeatSec. */
export const HoldRenewed = Type.Object({ roEditingUntil: Instant, heartbeatSec: Type.Integer() });
export type HoldRenewed = Static<typeof HoldRenewed>;
export const renewHoldRoute = { response: { 200: HoldRenewed } };

/** POST /agent/prospects/{id}/status: the bank's status and note for the customer. */
export const BankStatusSet = Type.Object({ prospectId: Type.String(), status: Type.String(), statusNotes: Type.String(), version: Type.Integer() });
export type BankStatusSet = Static<typeof BankStatusSet>;
export const bankStatusRoute = { response: { 200: BankStatusSet } };

/** POST /agent/createInvite */
export const InviteSent = Type.Object({
  inviteStatus: Type.String(),
  inviteResponse: Type.Object({ custName: Type.String(), custEmail: Type.String(), roCode: Type.String(), roAgentId: Type.String(), expiresAt: Instant }),
});
export type InviteSent = Static<typeof InviteSent>;
export const createInviteRoute = { response: { 200: InviteSent } };

/** POST /invites/open: the link's officer code, until an application is started with it. */
export const InviteOpened = Type.Object({
  roCode: Type.String(),
  validRoCode: Type.String(),
  /** whom the officer invited: Basic Information starts with them */
  custName: Type.Optional(Type.String()),
  custEmail: Type.Optional(Type.String()),
});
export type InviteOpened = Static<typeof InviteOpened>;
export const openInviteRoute = { response: { 200: InviteOpened } };

/** GET /agent/prospects/{id}/trail: who changed what in an application, newest first (rule TRAIL). */
export const TrailEntry = Type.Object({
  id: Type.Integer(),
  prospectId: Type.Union([Type.String(), Type.Null()]),
  at: Instant,
  actorKind: Type.String(),
  actorId: Type.String(),
  action: Type.String(),
  field: Type.Union([Type.String(), Type.Null()]),
  /** the field's label as the person knows it (content/<lang>/fields.json), when a step shows it */
  label: Type.Union([Type.String(), Type.Null()]),
  oldValue: Type.Unknown(),
  newValue: Type.Unknown(),
  /** the values as the step words them in the reader's language (a choice's label, Yes or No), when it does */
  oldWords: Type.Union([Type.String(), Type.Null()]),
  newWords: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
});
export const TrailPage = Type.Object({
  entries: Type.Array(TrailEntry),
  /** the `before` of the next page, when there is one */
  next: Type.Optional(Type.Integer()),
});
export type TrailPage = Static<typeof TrailPage>;
export const trailRoute = {
  querystring: Type.Object(
    {
      before: Type.Optional(Type.Integer({ minimum: 1 })),
      /** one field's history: its path as the trail keeps it (organizationInfo.companyName) */
      field: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    },
    { additionalProperties: false },
  ),
  response: { 200: TrailPage },
};

/** GET /agent/queue: one application of the work queue, with whom it waits for, since when, and whether it is late. */
export const QueueLine = Type.Object({
  prospectId: Type.String(),
  fullName: Type.String(),
  companyName: Type.String(),
  accountType: Type.String(),
  roCode: Type.String(),
  status: Type.String(),
  createdAt: Instant,
  updatedAt: Instant,
  waitingFor: Type.Union([Type.Literal('bank'), Type.Literal('customer'), Type.Null()]),
  since: Type.Union([Instant, Type.Null()]),
  ageWorkingDays: Type.Union([Type.Integer(), Type.Null()]),
  late: Type.Boolean(),
});
export type QueueLine = Static<typeof QueueLine>;
export const QueuePage = Type.Object({
  items: Type.Array(QueueLine),
  page: Type.Integer(),
  pageCount: Type.Integer(),
  total: Type.Integer(),
  /** whose applications: the officer's book, or the whole bank (supervisors) */
  scope: Type.Union([Type.Literal('mine'), Type.Literal('bank')]),
});
export type QueuePage = Static<typeof QueuePage>;
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const QueueQuery = Type.Object(
  {
    scope: Type.Optional(Type.Union([Type.Literal('mine'), Type.Literal('bank')])),
    status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('submitted'), Type.Literal('stopped'), Type.Literal('duplicate')])),
    accountType: Type.Optional(Type.String({ maxLength: 60 })),
    waitingFor: Type.Optional(Type.Union([Type.Literal('bank'), Type.Literal('customer')])),
    updatedFrom: Type.Optional(Day),
    updatedTo: Type.Optional(Day),
    submittedFrom: Type.Optional(Day),
    submittedTo: Type.Optional(Day),
    sort: Type.Optional(Type.Union([Type.Literal('waiting'), Type.Literal('updated'), Type.Literal('created')])),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type QueueQuery = Static<typeof QueueQuery>;
export const queueRoute = { querystring: QueueQuery, response: { 200: QueuePage } };

/** POST /agent/prospects/{id}/assign: the application joins an officer's book (the caller's; another's for a supervisor). */
export const AssignBody = Type.Object({ roCode: Type.Optional(Type.String({ maxLength: 20 })) }, { additionalProperties: false });
export const Assigned = Type.Object({ prospectId: Type.String(), roCode: Type.String(), version: Type.Integer() });
export type Assigned = Static<typeof Assigned>;
export const assignRoute = { body: AssignBody, response: { 200: Assigned } };

/** GET /agent/prospects/{id}/answers: the whole application, read-only, laid out from its release's schemas (rule WHOLE-APP). */
export const AnswerRow = Type.Object({
  path: Type.String(),
  label: Type.String(),
  value: Type.Union([Type.String(), Type.Null()]),
  /** the answer's last change (the trail's newest entry naming it) */
  changed: Type.Optional(Type.Object({ at: Instant, actorKind: Type.String(), actorId: Type.String() })),
});
export const AnswerSection = Type.Object({
  wizardId: Type.String(),
  title: Type.String(),
  person: Type.Optional(Type.String()),
  steps: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), rows: Type.Array(AnswerRow) })),
});
export const WholeApplication = Type.Object({
  prospectId: Type.String(),
  /** the release whose schemas lay the answers out: the one the application was last saved (or submitted) under */
  releaseId: Type.Union([Type.String(), Type.Null()]),
  sections: Type.Array(AnswerSection),
});
export type WholeApplication = Static<typeof WholeApplication>;
export const wholeApplicationRoute = { response: { 200: WholeApplication } };

/** GET /agent/prospects/{id}/history: notes, status changes and the customer's uploads, oldest first (rule NOTES). */
export const HistoryLine = Type.Object({
  id: Type.Integer(),
  at: Instant,
  kind: Type.Union([Type.Literal('internal'), Type.Literal('customer'), Type.Literal('status'), Type.Literal('answer')]),
  actorKind: Type.String(),
  actorId: Type.String(),
  text: Type.String(),
  subject: Type.Union([Type.String(), Type.Null()]),
});
export const History = Type.Object({ lines: Type.Array(HistoryLine) });
export type History = Static<typeof History>;
export const historyRoute = { response: { 200: History } };
/** POST /agent/prospects/{id}/notes */
export const NoteAdded = Type.Object({ prospectId: Type.String(), forCustomer: Type.Boolean() });
export type NoteAdded = Static<typeof NoteAdded>;
export const addNoteRoute = { response: { 201: NoteAdded } };

/** GET /agent/invites and the resend and revoke answers: an invite as its officer follows it (rule INVITES). */
export const TrackedInvite = Type.Object({
  id: Type.Integer(),
  agentId: Type.Integer(),
  custName: Type.String(),
  custEmail: Type.String(),
  sentAt: Instant,
  sentCount: Type.Integer(),
  expiresAt: Instant,
  openedAt: Type.Union([Instant, Type.Null()]),
  startedAt: Type.Union([Instant, Type.Null()]),
  revokedAt: Type.Union([Instant, Type.Null()]),
  prospectId: Type.Union([Type.String(), Type.Null()]),
  /** where it stands: revoked, started (an application was started with it), expired, opened, sent */
  state: Type.Union([Type.Literal('sent'), Type.Literal('opened'), Type.Literal('started'), Type.Literal('expired'), Type.Literal('revoked')]),
});
export type TrackedInvite = Static<typeof TrackedInvite>;
export const InviteList = Type.Object({ invites: Type.Array(TrackedInvite) });
export type InviteList = Static<typeof InviteList>;
export const inviteListRoute = { response: { 200: InviteList } };
export const inviteActionRoute = { params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) }), response: { 200: TrackedInvite } };

/** GET /agent/officers: the bank's active officers, for a supervisor. */
export const Officers = Type.Object({ officers: Type.Array(Type.Object({ agentId: Type.String(), name: Type.String(), roCode: Type.String() })) });
export type Officers = Static<typeof Officers>;
export const officersRoute = { response: { 200: Officers } };
/** GET /agent/officers/{agentId}/trail: one officer's entries across the applications. */
export const officerTrailRoute = {
  params: Type.Object({ agentId: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) }),
  querystring: Type.Object({ before: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false }),
  response: { 200: TrailPage },
};
