import type { Db } from '../../db/client';
import { clearCount, giveBack, reserve } from '../limits';
import { dummyHash, verifyPassword } from './password';
import { findAgentByUserName, userKey, type Agent, type StaffRole } from './repository';
import type { AgentRules } from './rules';

export type LoginResult = { ok: true; agent: Agent } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'locked'; retryAfterSec: number };

export interface LoginAttempt {
  userName: string;
  password: string;
  /** the caller's address (the forwarded one behind the proxies TRUST_PROXY declares) */
  address: string;
  now?: Date;
}

/**
 * Checks an agent's password (rule LOGIN-LIMITS). Unknown user, inactive agent and
 * wrong password give the same answer after the same work. Each attempt is counted first, for the
 * user name from this address and for the address: past `login.maxFailures` (the pair) or
 * `login.addressMaxFailures` (the address) in the window it is refused without looking at the
 * password, so parallel guesses on any number of servers get exactly that many checks. A right
 * password gives its count back and ends the pair's run of failures.
 */
export async function authenticate(db: Db, rules: AgentRules, attempt: LoginAttempt, role: StaffRole = 'agent'): Promise<LoginResult> {
  const now = attempt.now ?? new Date();
  const key = userKey(attempt.userName);
  const { maxFailures, windowSec, addressMaxFailures } = rules.login;
  const pair = `login:${key}|${attempt.address}`;
  const address = `login-address:${attempt.address}`;
  // the address counts only attempts whose password is checked: a locked pair costs it nothing
  const byPair = await reserve(db, pair, { max: maxFailures, windowSec }, now);
  if (!byPair.ok) return { ok: false, reason: 'locked', retryAfterSec: byPair.retryAfterSec };
  const byAddress = await reserve(db, address, { max: addressMaxFailures, windowSec }, now);
  if (!byAddress.ok) {
    await giveBack(db, pair);
    return { ok: false, reason: 'locked', retryAfterSec: byAddress.retryAfterSec };
  }

  const agent = await findAgentByUserName(db, key, role);
  const matches = await verifyPassword(attempt.password, agent?.passwordHash ?? (await dummyHash(rules.password)));
  if (agent && agent.active && matches) {
    await Promise.all([clearCount(db, pair), giveBack(db, address)]);
    return { ok: true, agent };
  }
  return { ok: false, reason: 'invalid' };
}
