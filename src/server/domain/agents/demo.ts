import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema';
import { hashPassword } from './password';
import { countAgents, insertAgent } from './repository';
import type { Bundle } from '../../../core/bundle';
import { interpolate, lookup } from '../../../core/messages/format';
import { agentWords, type AgentRules, type ScryptParams } from './rules';

const MARK = 'demo_agent_created';

/**
 * On the first start of an embedded installation with no agent at all, creates the demo agent
 * of schemas/rules/agents.json with a random password and returns the credentials (for
 * server.ts to print once). Never again afterwards, even when every agent is later removed.
 */
export async function ensureDemoAgent(db: Db, rules: AgentRules): Promise<{ userName: string; password: string } | undefined> {
  const [mark] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, MARK)).limit(1);
  if (mark || (await countAgents(db)) > 0) return undefined;
  const { userName, name, roCode, employeeId, passwordBytes, supervisor } = rules.demoAgent;
  const password = randomBytes(passwordBytes).toString('base64url');
  const created = await insertAgent(db, { userName, name, roCode, employeeId, passwordHash: await hashPassword(password, rules.password), supervisor });
  await db.insert(appMeta).values({ key: MARK, value: { userName } }).onConflictDoNothing();
  return created ? { userName: created.userName, password } : undefined;
}

/** "Demo agent: user demo.agent, password …" (content/en/agents.json demoAgent.printed). */
export function demoAgentLine(bundle: Bundle, credentials: { userName: string; password: string }): string {
  return interpolate(lookup(agentWords(bundle), 'demoAgent.printed') ?? '{userName} {password}', credentials);
}

const ANALYST_MARK = 'demo_analyst_created';

/**
 * As ensureDemoAgent, for the analyst who publishes releases at /studio (schemas/rules/releases.json
 * demoAnalyst): created once, on an embedded first start with no analyst.
 */
export async function ensureDemoAnalyst(
  db: Db,
  demo: { userName: string; name: string; passwordBytes: number },
  password: ScryptParams,
): Promise<{ userName: string; password: string } | undefined> {
  const [mark] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, ANALYST_MARK)).limit(1);
  if (mark || (await countAgents(db, 'analyst')) > 0) return undefined;
  const secret = randomBytes(demo.passwordBytes).toString('base64url');
  const created = await insertAgent(db, {
    userName: demo.userName,
    name: demo.name,
    roCode: '',
    passwordHash: await hashPassword(secret, password),
    role: 'analyst',
  });
  await db
    .insert(appMeta)
    .values({ key: ANALYST_MARK, value: { userName: demo.userName } })
    .onConflictDoNothing();
  return created ? { userName: created.userName, password: secret } : undefined;
}
