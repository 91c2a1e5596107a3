import type { FastifyPluginAsync } from 'fastify';
import { agentRules } from '../../domain/agents';
import { statusLabel } from '../../domain/agents/status';
import { queuePage } from '../../domain/queue/query';
import { ApiError } from '../../errors/api-error';
import { currentAgent } from '../agents/claims';
import { ageOf } from '../../../core/queue/service-time';
import { queueRoute, type QueuePage, type QueueQuery } from '../../../core/api/agents';

/**
 * GET /agent/queue — the officer's work queue (agent token only).
 *   query  scope (mine: the applications of the officer's RO code, the default; bank: every
 *          application, supervisors only), status (draft, submitted, stopped, duplicate; default
 *          drafts and submitted), accountType, waitingFor (bank, customer), updatedFrom and
 *          updatedTo, submittedFrom and submittedTo (YYYY-MM-DD, both included), sort (waiting: the longest waiting first, the default; updated;
 *          created), page (from 1; queue.pageSize items a page, schemas/rules/agents.json)
 *   200    {items: [{prospectId, fullName, companyName, accountType, roCode, status, createdAt,
 *          updatedAt, waitingFor, since, ageWorkingDays, late}], page, pageCount, total, scope} —
 *          `late`: waiting longer than queue.workingDays of whom it waits for
 *   403    SUPERVISOR_ONLY: scope=bank without being a supervisor
 */
const list: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: QueueQuery; Reply: QueuePage }>('/agent/queue', { preHandler: app.requireAuth('agent'), schema: queueRoute }, async (request) => {
    const agent = currentAgent(request);
    const rules = agentRules(request.release.bundle);
    const query = request.query;
    const scope = query.scope ?? 'mine';
    if (scope === 'bank' && !agent.supervisor) throw new ApiError(403, 'Forbidden', [{ errorCode: 'SUPERVISOR_ONLY' }]);
    const page = query.page ?? 1;
    const { pageSize, workingDays, weekend } = rules.queue;
    const { rows, total } = await queuePage(app.db, {
      roCode: scope === 'mine' ? agent.roCode : undefined,
      status: query.status,
      accountType: query.accountType,
      waitingFor: query.waitingFor,
      updatedFrom: query.updatedFrom,
      updatedTo: query.updatedTo,
      submittedFrom: query.submittedFrom,
      submittedTo: query.submittedTo,
      sort: query.sort ?? 'waiting',
      limit: pageSize,
      offset: (page - 1) * pageSize,
      asking: rules.agentSettable,
    });
    const now = new Date();
    return {
      scope,
      page,
      total,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
      items: rows.map((row) => {
        const age = row.waitingFor && row.since ? ageOf(row.waitingFor, row.since, now, { workingDays, weekend }) : undefined;
        return {
          prospectId: row.id,
          fullName: row.fullName,
          companyName: row.companyName,
          accountType: row.accountType,
          roCode: row.roCode,
          status: statusLabel(rules, { status: row.status as never, bankStatus: row.bankStatus, record: row.record }),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          waitingFor: row.waitingFor,
          since: row.since?.toISOString() ?? null,
          ageWorkingDays: age?.workingDays ?? null,
          late: age?.late ?? false,
        };
      }),
    };
  });
};

export default list;
