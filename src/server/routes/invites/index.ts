import { requestLanguage } from '../../plugins/request-language';
import type { FastifyPluginAsync } from 'fastify';
import { agentRules, bodyChecker, textField } from '../../domain/agents';
import { appMailer } from '../app-mailer';
import {
  findInvite,
  insertInvite,
  inviteExpired,
  inviteLink,
  inviteMessage,
  listInvites,
  newInviteToken,
  openInvite,
  renewInvite,
  revokeInvite,
  type TrackedInvite,
} from '../../domain/invites';
import { ApiError } from '../../errors/api-error';
import { recordEvent } from '../../domain/trail';
import { currentAgent } from '../agents/claims';
import { errorMessagesOf } from '../../errors/messages';
import { perRelease } from '../../domain/releases';
import {
  createInviteRoute,
  inviteActionRoute,
  inviteListRoute,
  openInviteRoute,
  type InviteList,
  type InviteOpened,
  type InviteSent,
  type TrackedInvite as InviteAnswer,
} from '../../../core/api/agents';

/** Where an invite stands, the latest fact first. */
function withState(invite: TrackedInvite, now: Date): InviteAnswer {
  const state = invite.revokedAt
    ? 'revoked'
    : invite.prospectId
      ? 'started'
      : new Date(invite.expiresAt) <= now
        ? 'expired'
        : invite.openedAt
          ? 'opened'
          : 'sent';
  return { ...invite, state };
}

const closed = () => new ApiError(409, 'Conflict', [{ errorCode: 'INVITE_CLOSED' }]);
const unknownInvite = () => new ApiError(404, 'NotFound', [{ errorCode: 'INVITE_UNKNOWN' }]);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Customer invites.
 *
 * POST /agent/createInvite — agent token only.
 *   body  {custName: required, ≤ 79, the product's name rule (defs/text.json personName); custEmail: required, ≤ 50, an e-mail}
 *   200   {inviteStatus: 'SENT', inviteResponse: {custName, custEmail, roCode, roAgentId, expiresAt}}
 *         The e-mail (outbox, and SMTP when SMTP_URL is set) holds the link
 *         <origin>/business/application-redirect?rocode=<RO code>&invite=<token>, valid
 *         invite.ttlDays days (schemas/rules/agents.json), good for one application.
 *   400   FieldsValidation ($.custName, $.custEmail, with the form's sentences)
 *
 * POST /invites/open — no token (the customer following the link).
 *   body  {invite: the link's token}
 *   200   {roCode, validRoCode: 'Y'} — as often as the link is followed, until an application is
 *         started with it. Keep `invite` and send it in the body of POST /users/sme/prospects: the
 *         application gets applicantInfo.roCode = roCode and validRoCode 'Y', and the invite is
 *         used up then (that create answers 410 EXP101 when it expired or started another).
 *   410   Gone, EXP101: the link expired, started an application already, was revoked, or is unknown.
 *   The answer also names whom the officer invited (custName, custEmail): Basic Information starts with them.
 *
 * Tracking (rule INVITES), agent token only; an officer follows their own invites, a supervisor everyone's:
 * GET  /agent/invites — newest first, invite.listSize of them: {invites: [{id, custName, custEmail, sentAt,
 *      sentCount, expiresAt, openedAt, startedAt, revokedAt, prospectId, state: sent|opened|started|expired|revoked}]}
 * POST /agent/invites/{id}/resend — a new link (new token, a new invite.ttlDays) e-mailed again; the old link stops.
 * POST /agent/invites/{id}/revoke — the link opens nothing any more.
 *      200 the invite;  404 INVITE_UNKNOWN (not theirs, or none);  409 INVITE_CLOSED (started or revoked)
 */
const invites: FastifyPluginAsync = async (app) => {
  const forRelease = perRelease((bundle) => {
    const rules = agentRules(bundle);
    const checker = bodyChecker(bundle, errorMessagesOf(bundle));
    return { rules, checkInvite: checker(rules.requests.invite), checkRedeem: checker(rules.requests.redeem), mailer: appMailer(app, rules.invite.emailFrom) };
  });

  app.post<{ Reply: InviteSent }>('/agent/createInvite', { preHandler: app.requireAuth('agent'), schema: createInviteRoute }, async (request) => {
    const agent = currentAgent(request);
    const { rules, checkInvite, mailer } = forRelease(request.release.bundle);
    checkInvite(request.body);
    const custName = textField(request.body, 'custName').replace(/\s+/g, ' ');
    const custEmail = textField(request.body, 'custEmail');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + rules.invite.ttlDays * DAY_MS);
    const token = newInviteToken(rules.invite.tokenBytes);
    await insertInvite(app.db, { token, agentId: agent.agentId, roCode: agent.roCode, custName, custEmail, expiresAt, at: now });
    const origin = `${request.protocol}://${request.host}`;
    const link = inviteLink(origin, rules.invite.linkPath, agent.roCode, token);
    await mailer.deliver(
      [
        inviteMessage(
          request.release.bundle,
          { custName, custEmail, agentName: agent.agentName, roCode: agent.roCode, link, expiresAt },
          requestLanguage(request),
        ),
      ],
      now,
    );
    return {
      inviteStatus: 'SENT',
      inviteResponse: { custName, custEmail, roCode: agent.roCode, roAgentId: String(agent.agentId), expiresAt: expiresAt.toISOString() },
    };
  });

  app.post<{ Reply: InviteOpened }>('/invites/open', { schema: openInviteRoute }, async (request) => {
    forRelease(request.release.bundle).checkRedeem(request.body);
    const open = await openInvite(app.db, textField(request.body, 'invite'));
    if (!open) throw inviteExpired();
    return { roCode: open.roCode, validRoCode: 'Y', custName: open.custName, custEmail: open.custEmail };
  });

  app.get<{ Reply: InviteList }>('/agent/invites', { preHandler: app.requireAuth('agent'), schema: inviteListRoute }, async (request) => {
    const agent = currentAgent(request);
    const { rules } = forRelease(request.release.bundle);
    const now = new Date();
    const list = await listInvites(app.db, { agentId: agent.supervisor ? undefined : agent.agentId, limit: rules.invite.listSize });
    return { invites: list.map((invite) => withState(invite, now)) };
  });

  /** The invite `id` as the officer may act on it: theirs, or any for a supervisor. */
  async function theirs(agent: { agentId: number; supervisor: boolean }, id: number): Promise<TrackedInvite> {
    const invite = await findInvite(app.db, id, agent.supervisor ? undefined : agent.agentId);
    if (!invite) throw unknownInvite();
    return invite;
  }

  app.post<{ Params: { id: string }; Reply: InviteAnswer }>(
    '/agent/invites/:id/resend',
    { preHandler: app.requireAuth('agent'), schema: inviteActionRoute },
    async (request) => {
      const agent = currentAgent(request);
      const { rules, mailer } = forRelease(request.release.bundle);
      const invite = await theirs(agent, Number(request.params.id));
      const now = new Date();
      const expiresAt = new Date(now.getTime() + rules.invite.ttlDays * DAY_MS);
      const token = newInviteToken(rules.invite.tokenBytes);
      if (!(await renewInvite(app.db, invite.id, token, expiresAt))) throw closed();
      // the invite keeps its officer's code, whoever sends it again
      const link = inviteLink(`${request.protocol}://${request.host}`, rules.invite.linkPath, invite.roCode, token);
      await mailer.deliver(
        [
          inviteMessage(
            request.release.bundle,
            {
              custName: invite.custName,
              custEmail: invite.custEmail,
              agentName: agent.agentName,
              roCode: invite.roCode,
              link,
              expiresAt,
            },
            requestLanguage(request),
          ),
        ],
        now,
      );
      await recordEvent(app.db, { actorKind: 'officer', actorId: String(agent.agentId), action: 'inviteResend', field: `invite.${invite.id}` });
      return withState((await findInvite(app.db, invite.id))!, now);
    },
  );

  app.post<{ Params: { id: string }; Reply: InviteAnswer }>(
    '/agent/invites/:id/revoke',
    { preHandler: app.requireAuth('agent'), schema: inviteActionRoute },
    async (request) => {
      const agent = currentAgent(request);
      const invite = await theirs(agent, Number(request.params.id));
      const now = new Date();
      if (!(await revokeInvite(app.db, invite.id, now))) throw closed();
      await recordEvent(app.db, { actorKind: 'officer', actorId: String(agent.agentId), action: 'inviteRevoke', field: `invite.${invite.id}` });
      return withState((await findInvite(app.db, invite.id))!, now);
    },
  );
};

export default invites;
