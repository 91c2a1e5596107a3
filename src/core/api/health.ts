import { Type, type Static } from 'typebox';

/** GET /health: the process answers and its database runs a query. */
export const Health = Type.Object({ status: Type.Literal('ok'), db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]) });
export type Health = Static<typeof Health>;
export const healthRoute = { response: { 200: Health } };

/** GET /dev/outbox (only with DEV_OUTBOX): the messages the server sent, newest first, codes included. */
export const OutboxEntry = Type.Object({ to: Type.String(), channel: Type.String(), subject: Type.String(), body: Type.String(), createdAt: Type.String() });
export type OutboxEntry = Static<typeof OutboxEntry>;
export const outboxRoute = { response: { 200: Type.Array(OutboxEntry) } };
