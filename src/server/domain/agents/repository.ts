import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, type StaffRole } from '../../db/tables/agents';

export type { StaffRole };

export interface Agent {
  id: number;
  userName: string;
  name: string;
  roCode: string;
  employeeId: string;
  passwordHash: string;
  active: boolean;
  role: StaffRole;
  supervisor: boolean;
}

/** User names are compared without case and surrounding spaces. */
export function userKey(userName: string): string {
  return userName.trim().toLowerCase();
}

const columns = {
  id: agents.id,
  userName: agents.userName,
  name: agents.name,
  roCode: agents.roCode,
  employeeId: agents.employeeId,
  passwordHash: agents.passwordHash,
  active: agents.active,
  role: agents.role,
  supervisor: agents.supervisor,
};

/** The staff account of a user name, when it has `role` (an agent's name finds no analyst, and the reverse). */
export async function findAgentByUserName(db: Db, userName: string, role: StaffRole = 'agent'): Promise<Agent | undefined> {
  const [row] = await db
    .select(columns)
    .from(agents)
    .where(and(eq(agents.userName, userKey(userName)), eq(agents.role, role)))
    .limit(1);
  return row;
}

export async function findAgent(db: Db, id: number): Promise<Agent | undefined> {
  const [row] = await db.select(columns).from(agents).where(eq(agents.id, id)).limit(1);
  return row;
}

/** Whether an active agent has this RO code (what makes an applicant's agent code valid). */
export async function isKnownRoCode(db: Db, roCode: string): Promise<boolean> {
  const code = roCode.trim();
  if (!code) return false;
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.roCode, code), eq(agents.active, true), eq(agents.role, 'agent')))
    .limit(1);
  return row !== undefined;
}

export async function countAgents(db: Db, role: StaffRole = 'agent'): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(agents)
    .where(eq(agents.role, role));
  return Number(row.count);
}

/** A new agent; undefined when the user name is taken. */
export async function insertAgent(
  db: Db,
  agent: { userName: string; name: string; roCode: string; employeeId?: string; passwordHash: string; role?: StaffRole; supervisor?: boolean },
): Promise<Agent | undefined> {
  const [row] = await db
    .insert(agents)
    .values({
      userName: userKey(agent.userName),
      name: agent.name.trim(),
      roCode: agent.roCode.trim(),
      employeeId: agent.employeeId?.trim() ?? '',
      passwordHash: agent.passwordHash,
      role: agent.role ?? 'agent',
      supervisor: agent.supervisor ?? false,
    })
    .onConflictDoNothing({ target: agents.userName })
    .returning(columns);
  return row;
}
