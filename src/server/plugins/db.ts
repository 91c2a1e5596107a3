import type { Database } from '../db/client';
import { globalPlugin } from './global-plugin';

/** Decorates the opened database (app.db, app.dbKind, app.closeDb) and closes it with the app. */
export const dbPlugin = globalPlugin<{ database: Database }>(async (app, { database }) => {
  let closing: Promise<void> | undefined;
  const closeDb = () => (closing ??= database.close());
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('closeDb', closeDb);
  app.addHook('onClose', async () => {
    await closeDb();
  });
});
