import { startServer } from '../e2e/support/server';

/** Time from spawning the server to its first answered request, on a DATA_DIR that already exists. */
export async function serverStartMs(dataDir: string, runs = 3): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const server = await startServer({ DATA_DIR: dataDir });
    times.push(performance.now() - started);
    await server.stop();
  }
  return times;
}
