/**
 * The real API server in its own process, for page tests that run in jsdom (the server's Node
 * APIs do not run there). Usage: node --import tsx serve.ts <port> <documentsDir>. Prints "ready".
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../src/server/app';
import { agentRules, hashPassword, insertAgent } from '../../../src/server/domain/agents';
import { repoRoot } from '../../server/helpers/app';
import { byTest } from '../../server/trail.support';

const [port, documentsDir] = process.argv.slice(2);
const app = await buildApp({
  db: { kind: 'pglite' },
  rootDir: repoRoot,
  documentsDir,
  jwtSecret: randomBytes(32).toString('hex'),
  nodeEnv: 'test',
  devOutbox: true,
  logger: false,
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The test process holds our stdin: when it ends (even killed), so do we. Each line plays a part
// the page cannot: `ask <prospectId> <categories JSON> [note…]` the bank's systems asking for
// documents; `agent <userName> <password>` the bank adding an officer; `lapse <prospectId>` the
// clock running past an officer's hold; `supervisor <userName>` the bank making an officer a supervisor.
process.stdin.on('close', stop).on('end', stop);
process.stdin.setEncoding('utf8');
process.stdin.on('data', async (chunk: string) => {
  for (const line of chunk.split('\n').filter(Boolean)) {
    const [verb, subject, detail, ...note] = line.split(' ');
    if (verb === 'ask') {
      await app.db.execute(
        sql`UPDATE prospects SET record = jsonb_set(record, '{prospectStatusInfo}', jsonb_build_object('documentsRequested', ${detail}::jsonb)), ${byTest} WHERE id = ${subject}`,
      );
      if (note.length)
        await app.db.execute(
          sql`UPDATE prospects SET record = jsonb_set(record, '{status}', jsonb_build_object('statusNotes', ${note.join(' ')}::text)), ${byTest} WHERE id = ${subject}`,
        );
    } else if (verb === 'agent') {
      await insertAgent(app.db, {
        userName: subject,
        name: `Officer ${subject}`,
        roCode: '7001',
        passwordHash: await hashPassword(detail, agentRules(app.bundle).password),
      });
    } else if (verb === 'supervisor') {
      await app.db.execute(sql`UPDATE agents SET supervisor = true WHERE user_name = ${subject}`);
    } else if (verb === 'lapse') {
      await app.db.execute(sql`UPDATE prospects SET ro_editing_until = now() - interval '1 second' WHERE id = ${subject}`);
    } else continue;
    process.stdout.write(`done ${verb} ${subject}\n`);
  }
});
