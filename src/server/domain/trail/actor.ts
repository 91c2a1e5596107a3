import type { TokenClaims } from '../tokens';
import { changedFields, type ActorKind, type TrailPending } from '../../../core/records/trail';
import type { AgentRules } from '../../../core/rules/agents';

/** Who a request's token names: an officer by their id, a customer by their session. */
export function actorOf(claims: TokenClaims): { actorKind: ActorKind; actorId: string } {
  if (claims.aud === 'agent') return { actorKind: 'officer', actorId: String(claims.agentId ?? '') };
  return { actorKind: 'customer', actorId: claims.sid };
}

/** The trail of a write from `before` to `after` by `actor` (agents.json trail.notRecorded left out). */
export function trailOf(
  rules: AgentRules,
  actor: { actorKind: ActorKind; actorId: string },
  action: string,
  before: unknown,
  after: unknown,
  extra: Partial<Pick<TrailPending, 'note' | 'always'>> = {},
): TrailPending {
  return { ...actor, action, changes: changedFields(before, after, rules.trail.notRecorded), ...extra };
}
