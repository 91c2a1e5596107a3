import { buildServer } from '../../src/cli/build-server';

/** Builds dist-server/ once for the whole suite: every restart of the server runs what `npm run serve` runs. */
export default async function setup(): Promise<void> {
  await buildServer();
  process.env.QA_SERVER_BUNDLE_FRESH = '1';
}
