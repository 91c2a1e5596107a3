/**
 * `npm run keys:rotate`: brings in a new token signing key in the database the servers share
 * (DATABASE_URL, else the embedded one under DATA_DIR; stop an embedded server first), and retires
 * the keys no live token can name any more (rule KEYS-SHARED). With JWT_SECRET the keys come from
 * it instead: the command says how to rotate those. Exits 1 on any problem.
 */
import { parseArgs } from 'node:util';
import { interpolate, lookup } from '../core/messages/format';
import { loadBundle } from '../server/content/load-bundle';
import { openServerDatabase, Problem, runCli } from './cli-support';
import { rotateKeys, sessionRules } from '../server/domain/tokens';

async function main(): Promise<number> {
  const bundle = await loadBundle(process.cwd());
  const rules = sessionRules(bundle);
  const say = (key: string, vars: Record<string, unknown> = {}) => interpolate(lookup(bundle.content['en/session.json'], `keysCli.${key}`) ?? key, vars);
  const { values } = parseArgs({ options: { help: { type: 'boolean' } }, strict: true });
  if (values.help) {
    console.log(say('usage'));
    return 0;
  }
  if (process.env.JWT_SECRET?.trim()) throw new Problem(say('withSecret'));

  const database = await openServerDatabase(bundle);
  try {
    // it signs after two of every server's refreshes; a key retires once every session it signed is over
    const { kid, signsFrom, retired } = await rotateKeys(database.db, {
      activateAfterSec: 2 * rules.signingKeys.refreshSec,
      retireAfterSec: Math.max(...Object.values(rules.sessionMaxSec)),
    });
    console.log(say('rotated', { kid, signsFrom: signsFrom.toISOString(), retired: retired.length > 0 ? retired.join(', ') : say('noneRetired') }));
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
