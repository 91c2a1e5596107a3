import { ApiError } from '../../errors/api-error';
import type { TokenClaims } from '../tokens';
import { isForceStopped } from '../agents/status';
import type { AgentRules } from '../agents/rules';
import { heldByOther, holdState, renewHold, type HoldState } from './hold';

/** The agent id a token of audience 'agent' carries. */
export function agentIdOf(claims: TokenClaims | null | undefined): number | undefined {
  if (claims?.aud !== 'agent') return undefined;
  const id = Number(claims.agentId);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** 12013: the answer a customer's save gets while an agent holds the application. */
export const roEditing = () => new ApiError(423, 'Locked', [{ errorCode: '12013' }]);

/**
 * Before a save of the application record: a customer may not save while an agent holds it
 * (12013); an agent must hold it (RO_EDIT_REQUIRED), and their save renews the hold.
 */
export async function checkSaveAllowed(
  db: Parameters<typeof holdState>[0],
  claims: TokenClaims,
  prospectId: string,
  ttlSec: number,
  now: Date = new Date(),
): Promise<void> {
  const agentId = agentIdOf(claims);
  if (agentId === undefined) {
    if (heldByOther(await holdState(db, prospectId, now))) throw roEditing();
    return;
  }
  if (!(await renewHold(db, { id: prospectId, agentId, ttlSec }))) {
    throw new ApiError(423, 'Locked', [{ errorCode: 'RO_EDIT_REQUIRED' }]);
  }
}

export type EditRefusal = 'FORCE_STOPPED' | 'SCREENING_STOPPED' | 'BLOCK_EDITING' | 'RO_EDITING_OTHER';

/** Why this agent may not open the application in edit-application mode, or undefined when they may. */
export function editRefusal(rules: AgentRules, state: HoldState, agentId: number): EditRefusal | undefined {
  if (isForceStopped(rules, state.bankStatus)) return 'FORCE_STOPPED';
  if (state.status === 'stopped') return 'SCREENING_STOPPED';
  if (state.status !== 'draft') return 'BLOCK_EDITING';
  if (heldByOther(state, agentId)) return 'RO_EDITING_OTHER';
  return undefined;
}
