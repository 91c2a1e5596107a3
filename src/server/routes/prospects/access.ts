import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/api-error';
import { findProspect, type ProspectRow } from '../../domain/prospects';
import type { TokenClaims } from '../../domain/tokens';

/** Whether a token may touch an application: a customer only those its code proved; an agent any. */
export function mayTouch(claims: TokenClaims, prospectId: string): boolean {
  if (claims.aud === 'agent') return true;
  return Array.isArray(claims.prospects) && claims.prospects.includes(prospectId);
}

export const unknownProspect = () => new ApiError(404, 'NotFound', [{ errorCode: '12002' }]);
export const forbidden = () => new ApiError(403, 'Forbidden', [{ errorCode: 'FORBIDDEN' }]);

/** The application the caller asked for: 404 when there is none, 403 when it is someone else's. Never its data otherwise. */
export async function ownedProspect(app: FastifyInstance, request: FastifyRequest, prospectId: string): Promise<ProspectRow> {
  const claims = request.auth;
  if (!claims) throw new ApiError(401, 'Unauthorized', [{ errorCode: 'UNAUTHORIZED' }]);
  const row = await findProspect(app.db, prospectId);
  if (!row) throw unknownProspect();
  if (!mayTouch(claims, prospectId)) throw forbidden();
  return row;
}
