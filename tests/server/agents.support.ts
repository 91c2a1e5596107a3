import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { agentRules, hashPassword, insertAgent } from '../../src/server/domain/agents';
import { bearer } from './applicant/support';
import { byTest } from './trail.support';

/** Test data and calls shared by the agents' API tests (agents*.test.ts, comeback*.test.ts). */

let counter = 0;

export interface TestAgent {
  userName: string;
  password: string;
  name: string;
  roCode: string;
  agentId: string;
  token: string;
}

/** An agent created the way agent:add does, logged in through the real login call. */
export async function agentWithToken(
  app: FastifyInstance,
  overrides: Partial<{ userName: string; name: string; roCode: string; password: string; supervisor: boolean }> = {},
): Promise<TestAgent> {
  counter += 1;
  const userName = overrides.userName ?? `officer.${process.pid}.${counter}`;
  const password = overrides.password ?? `pw-${counter}-correct-horse`;
  const name = overrides.name ?? `Officer ${counter}`;
  const roCode = overrides.roCode ?? `${7000 + counter}`;
  const rules = agentRules(app.bundle);
  await insertAgent(app.db, { userName, name, roCode, passwordHash: await hashPassword(password, rules.password), supervisor: overrides.supervisor });
  const res = await login(app, userName, password, `10.1.0.${counter % 250}`);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { access_token: string; agentId: string };
  return { userName, password, name, roCode, agentId: body.agentId, token: body.access_token };
}

export function login(app: FastifyInstance, userName: string, password: string, remoteAddress = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/users/authenticate',
    remoteAddress,
    payload: { userName, password, deviceId: 'test-device', uniqueId: 'u1' },
  });
}

export function search(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/usertypes/agent/prospects/search', headers: bearer(token), payload: { segment: 'sme', ...body } });
}

export function takeEdit(app: FastifyInstance, token: string, prospectId: string) {
  return app.inject({ method: 'POST', url: `/api/v1/agent/prospects/${prospectId}/edit`, headers: bearer(token) });
}

export function releaseEdit(app: FastifyInstance, token: string, prospectId: string) {
  return app.inject({ method: 'DELETE', url: `/api/v1/agent/prospects/${prospectId}/edit`, headers: bearer(token) });
}

export function overview(app: FastifyInstance, token: string, prospectId: string) {
  return app.inject({ method: 'GET', url: `/api/v1/usertypes/agent/prospects/${prospectId}`, headers: bearer(token) });
}

/** Puts an application in a state no API call of the customer's reaches quickly (the bank's side). */
export async function setColumns(app: FastifyInstance, prospectId: string, columns: { status?: string; bankStatus?: string | null }) {
  if (columns.status !== undefined) await app.db.execute(sql`UPDATE prospects SET status = ${columns.status}, ${byTest} WHERE id = ${prospectId}`);
  if (columns.bankStatus !== undefined) await app.db.execute(sql`UPDATE prospects SET bank_status = ${columns.bankStatus}, ${byTest} WHERE id = ${prospectId}`);
}

export async function currentVersion(app: FastifyInstance, token: string, prospectId: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/usertypes/sme/prospects/${prospectId}`, headers: bearer(token) });
  return (res.json() as { version: number }).version;
}
