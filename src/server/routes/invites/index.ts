import type { FastifyPluginAsync } from 'fastify';
import { agentRules, bodyChecker, textField } from '../../domain/agents';
import { appMailer } from '../app-mailer';
import { insertInvite, inviteExpired, inviteLink, inviteMessage, newInviteToken, openInvite } from '../../domain/invites';
import { currentAgent } from '../agents/claims';
import { errorMessagesOf } from '../../errors/messages';
import { perRelease } from '../../domain/releases';
import { createInviteRoute, openInviteRoute, type InviteOpened, type InviteSent } from '../../../core/api/agents';

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
 *   410   Gone, EXP101: the link expired, started an application already, or is unknown.
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
      [inviteMessage(request.release.bundle, { custName, custEmail, agentName: agent.agentName, roCode: agent.roCode, link, expiresAt })],
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
    return { roCode: open.roCode, validRoCode: 'Y' };
  });
};

export default invites;
