import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';

/** The PostgreSQL the suite uses: TEST_DATABASE_URL, or this machine's own (trust auth, database `test`). */
export const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A new, empty database on that server for one test file; drop() removes it. */
export async function freshDatabase(prefix = 'qa_faults'): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The local cluster pg_ctlcluster manages (Debian), or undefined when this machine has none. */
export function localCluster(): { version: string; name: string } | undefined {
  if (!existsSync('/usr/bin/pg_ctlcluster') || !existsSync('/etc/postgresql')) return undefined;
  const version = readdirSync('/etc/postgresql').sort().pop();
  return version ? { version, name: 'main' } : undefined;
}

export function pgCtl(action: 'start' | 'stop'): void {
  const cluster = localCluster();
  if (!cluster) throw new Error('pg_ctlcluster is not available');
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', cluster.version, cluster.name, action, ...(action === 'stop' ? ['-m', 'fast'] : [])], {
    stdio: 'pipe',
  });
}

/** Resolves once PostgreSQL answers a query again. */
export async function waitForPostgres(timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
