import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRules, demoAgentLine, ensureDemoAgent, verifyPassword } from '../../src/server/domain/agents';
import { databases, repoRoot, tempDir, testApp, type TestApp } from './helpers/app';
import { login } from './agents.support';

const run = promisify(execFile);

describe.each(databases())('demo agent ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  it('is created once, with a random password that logs in, and printed in one line', async () => {
    const rules = agentRules(t.app.bundle);
    const demo = await ensureDemoAgent(t.app.db, rules);
    expect(demo?.userName).toBe('demo.agent');
    expect(demo!.password.length).toBeGreaterThanOrEqual(12);
    expect(demoAgentLine(t.app.bundle, demo!)).toBe(`Demo agent: user demo.agent, password ${demo!.password}`);
    expect(await ensureDemoAgent(t.app.db, rules)).toBeUndefined();
    const res = await login(t.app, 'demo.agent', demo!.password, '10.7.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ agentName: 'Demo Agent', roCode: '1001', employeeId: 'EMP-1001' });
  });
});

describe('agent:add', () => {
  const data = tempDir('agent-add');
  afterAll(() => data.remove());
  const cli = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'src/cli/agent-add.ts'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: data.dir, ...env },
    }).then(
      (out) => ({ code: 0, ...out }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it('creates an agent whose password (from AGENT_PASSWORD) is stored as a scrypt hash and logs in', async () => {
    const made = await cli(['--username', 'Rania.Officer', '--name', 'Rania  Officer', '--ro-code', '3141', '--employee-id', 'E-3141'], {
      AGENT_PASSWORD: 'a-good-long-password',
    });
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain('Agent rania.officer (Rania Officer, RO code 3141) created.');
    expect(made.code).toBe(0);

    const again = await cli(['--username', 'rania.officer', '--name', 'R', '--ro-code', '1'], { AGENT_PASSWORD: 'a-good-long-password' });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');

    const bad = await cli(['--username', 'x.y.z', '--name', 'N', '--ro-code', '12 3'], { AGENT_PASSWORD: 'a-good-long-password' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('RO code');
    const short = await cli(['--username', 'x.y.z', '--name', 'N', '--ro-code', '123'], { AGENT_PASSWORD: 'short' });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 10 characters');
    const badId = await cli(['--username', 'x.y.z', '--name', 'N', '--ro-code', '123', '--employee-id', 'E 1'], { AGENT_PASSWORD: 'a-good-long-password' });
    expect(badId.code).toBe(1);
    expect(badId.stderr).toContain('employee id');

    const t = await testApp({ kind: 'pglite', dataDir: data.dir });
    try {
      const res = await login(t.app, 'rania.officer', 'a-good-long-password', '10.7.1.1');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ agentName: 'Rania Officer', roCode: '3141', employeeId: 'E-3141' });
      const stored = await t.app.db.execute<{ password_hash: string }>(sql`SELECT password_hash FROM agents`);
      const hash = stored.rows[0].password_hash;
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain('a-good-long-password');
      expect(await verifyPassword('a-good-long-password', hash)).toBe(true);
      expect(await verifyPassword('a-good-long-passwore', hash)).toBe(false);
    } finally {
      await t.close();
    }
  }, 120_000);
});
