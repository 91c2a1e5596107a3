import type { FastifyPluginAsync } from 'fastify';
import { agentRules, authenticate, bodyChecker, textField } from '../../domain/agents';
import { ApiError } from '../../errors/api-error';
import { errorMessagesOf } from '../../errors/messages';
import { perRelease } from '../../domain/releases';
import { agentLoginRoute, type AgentLoggedIn } from '../../../core/api/agents';

/**
 * POST /users/authenticate — agent login.
 *   body   {userName, password, deviceId?, uniqueId?}
 *   200    {access_token, agentName, roCode, agentId, employeeId, supervisor}   token audience 'agent', 15 min, sliding
 *          (every authenticated answer carries a fresh one in the `accesstoken` header)
 *   400    FieldsValidation ($.userName / $.password not filled)
 *   401    Unauthorized, AGENT_LOGIN_FAILED — the same for an unknown user and a wrong password
 *   429    TooManyRequests, AGENT_LOGIN_LOCKED ("… try again in {minutes} minutes"), header
 *          Retry-After: after login.maxFailures failures within login.windowSec for the user name
 *          or from the address (schemas/rules/agents.json)
 */
const login: FastifyPluginAsync = async (app) => {
  const forRelease = perRelease((bundle) => {
    const rules = agentRules(bundle);
    return { rules, check: bodyChecker(bundle, errorMessagesOf(bundle))(rules.requests.login) };
  });

  app.post<{ Reply: AgentLoggedIn }>('/users/authenticate', { schema: agentLoginRoute }, async (request, reply) => {
    const { rules, check } = forRelease(request.release.bundle);
    check(request.body);
    const result = await authenticate(app.db, rules, {
      userName: textField(request.body, 'userName'),
      password: String((request.body as { password: string }).password),
      address: request.ip,
    });
    if (!result.ok && result.reason === 'locked') {
      reply.header('retry-after', String(result.retryAfterSec));
      throw new ApiError(429, 'TooManyRequests', [{ errorCode: 'AGENT_LOGIN_LOCKED', params: { minutes: Math.ceil(result.retryAfterSec / 60) } }]);
    }
    if (!result.ok) throw new ApiError(401, 'Unauthorized', [{ errorCode: 'AGENT_LOGIN_FAILED' }]);
    const { agent } = result;
    const { token } = await app.tokens.issue('agent', {
      agentId: agent.id,
      roCode: agent.roCode,
      agentName: agent.name,
      userName: agent.userName,
      supervisor: agent.supervisor,
    });
    return {
      access_token: token,
      agentName: agent.name,
      roCode: agent.roCode,
      agentId: String(agent.id),
      employeeId: agent.employeeId,
      supervisor: agent.supervisor,
    };
  });
};

export default login;
