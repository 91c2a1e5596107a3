import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/api-error';
import { findProspect, type ProspectRow } from '../../domain/prospects';
import type { TokenClaims } from '../../domain/tokens';

/** Whether a token may touch an application: a customer only those its code proved; an agent any. */
export function mayTouch(claims: TokenClaims, prospectId: string): boolean {
  if (claims.aud === 'agent') return true;
  return Array.isArray(claims.prospects) && claims.prospects.includes(prospectId);
}

/**
 * There is no such application for this caller: a missing one and someone else's answer exactly
 * alike, so an answer never tells whether an id exists (rule IDS-RANDOM).
 */
export const unknownProspect = () => new ApiError(404, 'NotFound', [{ errorCode: '12002' }]);

/** The application the caller asked for: 404 when there is none or it is not theirs. Never its data otherwise. */
export async function ownedProspect(app: FastifyInstance, request: FastifyRequest, prospectId: string): Promise<ProspectRow> {
  const claims = request.auth;
  if (!claims) throw new ApiError(401, 'Unauthorized', [{ errorCode: 'UNAUTHORIZED' }]);
  if (!mayTouch(claims, prospectId)) throw unknownProspect();
  const row = await findProspect(app.db, prospectId);
  if (!row) throw unknownProspect();
  return row;
}
