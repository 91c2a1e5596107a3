import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentLoginFailures } from '../../db/tables/agents';
import { dummyHash, verifyPassword } from './password';
import { findAgentByUserName, userKey, type Agent } from './repository';
import type { AgentRules } from './rules';

export type LoginResult =
  | { ok: true; agent: Agent }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSec: number };

export interface LoginAttempt {
  userName: string;
  password: string;
  /** the caller's address */
  address: string;
  now?: Date;
}

/**
 * Checks an agent's password (DESIGN §7). Unknown user, inactive agent and wrong password give
 * the same answer after the same work. After `login.maxFailures` failures within the window for
 * the user name or from the address, every attempt is refused until the oldest failure leaves
 * the window, without looking at the password.
 */
export async function authenticate(db: Db, rules: AgentRules, attempt: LoginAttempt): Promise<LoginResult> {
  const now = attempt.now ?? new Date();
  const key = userKey(attempt.userName);
  const { maxFailures, windowSec } = rules.login;
  const windowStart = new Date(now.getTime() - windowSec * 1000);

  const counts = await db
    .select({
      byUser: sql<number>`count(*) filter (where ${agentLoginFailures.userKey} = ${key})::int`,
      byAddress: sql<number>`count(*) filter (where ${agentLoginFailures.address} = ${attempt.address})::int`,
      oldest: sql<string | null>`min(${agentLoginFailures.failedAt})::text`,
    })
    .from(agentLoginFailures)
    .where(and(gt(agentLoginFailures.failedAt, windowStart), or(eq(agentLoginFailures.userKey, key), eq(agentLoginFailures.address, attempt.address))));
  const { byUser, byAddress, oldest } = counts[0];
  if (Number(byUser) >= maxFailures || Number(byAddress) >= maxFailures) {
    const freeAt = oldest ? new Date(oldest).getTime() + windowSec * 1000 : now.getTime() + windowSec * 1000;
    return { ok: false, reason: 'locked', retryAfterSec: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
  }

  const agent = await findAgentByUserName(db, key);
  const matches = await verifyPassword(attempt.password, agent?.passwordHash ?? (await dummyHash(rules.password)));
  if (agent && agent.active && matches) {
    await db.delete(agentLoginFailures).where(eq(agentLoginFailures.userKey, key));
    return { ok: true, agent };
  }
  await db.insert(agentLoginFailures).values({ userKey: key, address: attempt.address, failedAt: now });
  await db.delete(agentLoginFailures).where(lt(agentLoginFailures.failedAt, windowStart));
  return { ok: false, reason: 'invalid' };
}
