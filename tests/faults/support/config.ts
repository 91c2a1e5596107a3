import { readFileSync } from 'node:fs';

/** tests/faults/faults.json: what the fault suite does and the budgets it holds the server to. */
export interface FaultConfig {
  killDuringSaves: {
    databases: Array<'pglite' | 'postgres'>;
    cycles: number;
    writers: number;
    /** process spawn → first 200 from /api/v1/health, every restart */
    restartBudgetMs: number;
    /** the kill comes after between min × writers and max × writers acknowledged saves of the cycle */
    killAfterAcksPerWriter: { min: number; max: number };
    /** longest wait for the acknowledgements that trigger a kill */
    saveWaitMs: number;
  };
  postgresStopped: { writers: number; outageMs: number; answerBudgetMs: number; recoveryBudgetMs: number };
  applicants: { createBatch: number };
}

const file = JSON.parse(readFileSync(new URL('../faults.json', import.meta.url), 'utf8')) as FaultConfig;

/** A positive number from the environment (a local run with fewer cycles…), else the configured one. */
function fromEnv(name: string, configured: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : configured;
}

export const faultConfig: FaultConfig = {
  ...file,
  killDuringSaves: {
    ...file.killDuringSaves,
    databases: process.env.FAULT_DATABASES
      ? (process.env.FAULT_DATABASES.split(',') as FaultConfig['killDuringSaves']['databases'])
      : file.killDuringSaves.databases,
    cycles: fromEnv('FAULT_CYCLES', file.killDuringSaves.cycles),
    writers: fromEnv('FAULT_WRITERS', file.killDuringSaves.writers),
    restartBudgetMs: fromEnv('FAULT_RESTART_BUDGET_MS', file.killDuringSaves.restartBudgetMs),
  },
  postgresStopped: {
    ...file.postgresStopped,
    writers: fromEnv('FAULT_PG_WRITERS', file.postgresStopped.writers),
    outageMs: fromEnv('FAULT_PG_OUTAGE_MS', file.postgresStopped.outageMs),
  },
};
