import { is, Placeholder } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client';

/** A statement built by drizzle's query builder: its text and parameters, placeholders among them. */
interface Built {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A statement every save sends, built by drizzle once and sent by node-postgres itself as a named
 * prepared statement (decision 0015). drizzle's own run of a prepared query (filling its
 * parameters, handing every query its type parsers, mapping each row) cost the server's one thread
 * 15–20 µs a statement, the read's 114 µs against node-postgres' 96. Rows come as arrays in the
 * order of the query's columns, read by node-postgres' own parsers (timestamptz → Date, int8 → text,
 * json and jsonb → values).
 */
export function hotStatement(db: Db, name: string, built: Built): (values: Record<string, unknown>) => Promise<unknown[][]> {
  const { sql, params } = built.toSQL();
  // both engines are reached through a node-postgres pool (client.ts): drizzle's `$client`
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  return async (values) => {
    const filled = params.map((param) => (is(param, Placeholder) ? values[param.name] : param));
    const result = await pool.query({ name, text: sql, values: filled, rowMode: 'array' });
    return result.rows as unknown[][];
  };
}
