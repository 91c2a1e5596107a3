// Bench only (tests/bench/throughput.ts spawns it): the floor a save is compared with. A bare
// Fastify with the product's own database client and migrations (src/server/db/client.ts) and one
// route that inserts one prospects row like a save writes, with no auth, validation or screening.
// It is never part of the product.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { recordTemplate } from '../../src/core/schema/defaults';
import { loadBundle } from '../../src/server/content/load-bundle';
import { openDatabase } from '../../src/server/db/client';
import { startEngineThread } from '../../src/server/db/engine-thread-handle';
import { prospects } from '../../src/server/db/tables';
import { indexedColumns, type JsonObject } from '../../src/server/domain/prospects';

const url = process.env.DATABASE_URL;
// the embedded engine in its own thread, as the product server runs it (src/server/server.ts)
const database = await openDatabase(
  url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: process.env.DATA_DIR, engine: startEngineThread(process.env.DATA_DIR) },
);
const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
// The row a save writes is the whole record: the template every application starts from, with the body laid over it.
const template = recordTemplate(await loadBundle(process.cwd())) as JsonObject;
const prefix = `B${randomBytes(3).toString('hex')}`;
let n = 0;

app.put<{ Params: { id: string }; Body: JsonObject }>('/bare/prospects/:id', async (request) => {
  const body = request.body;
  const record: JsonObject = { ...template };
  for (const [group, value] of Object.entries(body)) {
    const base = template[group];
    record[group] =
      base && typeof base === 'object' && !Array.isArray(base) && value && typeof value === 'object'
        ? { ...(base as JsonObject), ...(value as JsonObject) }
        : value;
  }
  const at = new Date();
  const id = `${prefix}${++n}`;
  // the one trail entry the schema asks of every new row (migration 0015), as a start writes
  const trailPending = { actorKind: 'customer' as const, actorId: '', action: 'start', changes: [], always: true };
  await database.db
    .insert(prospects)
    .values({ id, record, ...indexedColumns(record), status: 'draft', version: 1, createdAt: at, updatedAt: at, trailPending });
  return { prospectId: id, version: 1 };
});
app.get('/health', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = () =>
  app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
