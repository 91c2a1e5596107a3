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
export const InviteOpened = Type.Object({ roCode: Type.String(), validRoCode: Type.String() });
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
  note: Type.String(),
});
export const TrailPage = Type.Object({
  entries: Type.Array(TrailEntry),
  /** the `before` of the next page, when there is one */
  next: Type.Optional(Type.Integer()),
});
export type TrailPage = Static<typeof TrailPage>;
export const trailRoute = {
  querystring: Type.Object({ before: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false }),
  response: { 200: TrailPage },
};
