/**
 * The real API server in its own process, for page tests that run in jsdom (the server's Node
 * APIs do not run there). Usage: node --import tsx serve.ts <port> <documentsDir>. Prints "ready".
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../src/server/app';
import { repoRoot } from '../../server/helpers/app';

const [port, documentsDir] = process.argv.slice(2);
const app = await buildApp({ db: { kind: 'pglite' }, rootDir: repoRoot, documentsDir, jwtSecret: randomBytes(32).toString('hex'), nodeEnv: 'test', logger: false });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The test process holds our stdin: when it ends (even killed), so do we. A line
// `ask <prospectId> <categories JSON> [note…]` plays the bank's systems asking for documents.
process.stdin.on('close', stop).on('end', stop);
process.stdin.setEncoding('utf8');
process.stdin.on('data', async (chunk: string) => {
  for (const line of chunk.split('\n').filter(Boolean)) {
    const [verb, prospectId, categories, ...note] = line.split(' ');
    if (verb !== 'ask') continue;
    await app.db.execute(sql`UPDATE prospects SET record = jsonb_set(record, '{prospectStatusInfo}', jsonb_build_object('documentsRequested', ${categories}::jsonb)) WHERE id = ${prospectId}`);
    if (note.length) await app.db.execute(sql`UPDATE prospects SET record = jsonb_set(record, '{status}', jsonb_build_object('statusNotes', ${note.join(' ')}::text)) WHERE id = ${prospectId}`);
    process.stdout.write(`asked ${prospectId}\n`);
  }
});
