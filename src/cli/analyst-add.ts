/**
 * `npm run analyst:add -- --username <u> --name "<N>"`: creates an analyst (who publishes releases
 * at /studio) in the database the server uses, as agent:add creates an agent: DATABASE_URL, else
 * the embedded one under DATA_DIR (stop an embedded server first). Asks for the password without
 * echo, twice; scripts set ANALYST_PASSWORD instead. Exits 1 on any problem.
 */
import { parseArgs } from 'node:util';
import { interpolate, lookup } from '../core/messages/format';
import { agentRules, agentWords, hashPassword, insertAgent } from '../server/domain/agents';
import { releaseWords } from '../server/domain/releases/rules';
import { loadBundle } from '../server/content/load-bundle';
import { newPassword, openServerDatabase, Problem, runCli } from './cli-support';

async function main(): Promise<number> {
  const bundle = await loadBundle(process.cwd());
  const rules = agentRules(bundle);
  const words = releaseWords(bundle).cli;
  const agentSay = (key: string, vars: Record<string, unknown> = {}) => interpolate(lookup(agentWords(bundle), `cli.${key}`) ?? key, vars);
  const say = (key: string, vars: Record<string, unknown> = {}) => interpolate(words[key] ?? key, vars);

  const { values } = parseArgs({ options: { username: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean' } }, strict: true });
  if (values.help) {
    console.log(say('usage'));
    return 0;
  }
  for (const option of ['username', 'name'] as const) {
    if (!values[option]?.trim()) throw new Problem(`${agentSay('missing', { option })}\n${say('usage')}`);
  }
  const userName = values.username!.trim();
  const name = values.name!.trim().replace(/\s+/g, ' ');
  if (!new RegExp(rules.userNamePattern).test(userName)) throw new Problem(agentSay('badUserName'));

  const password = await newPassword(process.env.ANALYST_PASSWORD, userName, rules.password.minLength, agentSay);

  const database = await openServerDatabase(bundle);
  try {
    const passwordHash = await hashPassword(password, rules.password);
    const created = await insertAgent(database.db, { userName, name, roCode: '', passwordHash, role: 'analyst' });
    if (!created) throw new Problem(say('exists', { userName: userName.toLowerCase() }));
    console.log(say('created', { userName: created.userName, name: created.name }));
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
