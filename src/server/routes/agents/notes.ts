import type { FastifyPluginAsync } from 'fastify';
import { agentRules, bodyChecker, textField } from '../../domain/agents';
import { findOne } from '../../domain/search';
import { perRelease } from '../../domain/releases';
import { listHistory, recordEvent } from '../../domain/trail';
import { errorMessagesOf } from '../../errors/messages';
import { unknownProspect } from '../prospects/access';
import { currentAgent } from './claims';
import { addNoteRoute, historyRoute, type History, type NoteAdded } from '../../../core/api/agents';

/**
 * Notes and status history (rule NOTES), agent token only.
 *
 * POST /agent/prospects/{id}/notes — an officer's note, kept in order with its author.
 *   body  {text: 1–1000 characters, forCustomer: true (the customer reads it) | false (officers only)}
 *         (schemas/rules/agents.json requests.note)
 *   201   {prospectId, forCustomer};  400 FieldsValidation;  404 12002
 *
 * GET /agent/prospects/{id}/history — every note, every status change with its note and each upload
 *   of the customer (their answer to a request), oldest first: {lines: [{id, at, kind, actorKind,
 *   actorId, text, subject}]}. Notes are entries of the trail: nothing edits or removes them.
 */
const notes: FastifyPluginAsync = async (app) => {
  const forRelease = perRelease((bundle) => bodyChecker(bundle, errorMessagesOf(bundle))(agentRules(bundle).requests.note));

  app.post<{ Params: { id: string }; Reply: NoteAdded }>(
    '/agent/prospects/:id/notes',
    { preHandler: app.requireAuth('agent'), schema: addNoteRoute },
    async (request, reply) => {
      const agent = currentAgent(request);
      forRelease(request.release.bundle)(request.body);
      const row = await findOne(app.db, request.params.id);
      if (!row) throw unknownProspect();
      const forCustomer = (request.body as { forCustomer: boolean }).forCustomer;
      await recordEvent(app.db, {
        prospectId: row.id,
        actorKind: 'officer',
        actorId: String(agent.agentId),
        action: 'note',
        note: textField(request.body, 'text'),
        value: { forCustomer },
      });
      return reply.code(201).send({ prospectId: row.id, forCustomer });
    },
  );

  app.get<{ Params: { id: string }; Reply: History }>(
    '/agent/prospects/:id/history',
    { preHandler: app.requireAuth('agent'), schema: historyRoute },
    async (request) => {
      currentAgent(request);
      if (!(await findOne(app.db, request.params.id))) throw unknownProspect();
      return { lines: await listHistory(app.db, request.params.id) };
    },
  );
};

export default notes;
