import type { FastifyRequest } from 'fastify';
import { agentIdOf } from '../../domain/lock';
import { ApiError } from '../../errors/api-error';

/** What an agent token says about its agent (issued by POST /users/authenticate). */
export interface AgentClaims {
  agentId: number;
  roCode: string;
  agentName: string;
  userName: string;
  /** sees the whole bank's queue and gives applications to other officers */
  supervisor: boolean;
}

/** The agent of an agent-only call (after app.requireAuth('agent')). */
export function currentAgent(request: FastifyRequest): AgentClaims {
  const claims = request.auth;
  const agentId = agentIdOf(claims);
  if (!claims || agentId === undefined) throw new ApiError(401, 'Unauthorized', [{ errorCode: 'UNAUTHORIZED' }]);
  return {
    agentId,
    roCode: String(claims.roCode ?? ''),
    agentName: String(claims.agentName ?? ''),
    userName: String(claims.userName ?? ''),
    supervisor: claims.supervisor === true,
  };
}
