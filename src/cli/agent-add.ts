/**
 * `npm run agent:add -- --username <u> --name "<N>" --ro-code <123> [--employee-id <E-1>] [--supervisor]`: creates an agent
 * (relationship officer) in the database the server uses (DATABASE_URL, else the embedded one
 * under DATA_DIR, default ./data; stop an embedded server first: it holds that folder). Asks for
 * the password without echo, twice; scripts set AGENT_PASSWORD instead. Exits 1 on any problem.
 */
import { parseArgs } from 'node:util';
import { interpolate, lookup } from '../core/messages/format';
import { agentRules, agentWords, hashPassword, insertAgent } from '../server/domain/agents';
import { loadBundle } from '../server/content/load-bundle';
import { newPassword, openServerDatabase, Problem, runCli } from './cli-support';

async function main(): Promise<number> {
  const rootDir = process.cwd();
  const bundle = await loadBundle(rootDir);
  const rules = agentRules(bundle);
  const words = agentWords(bundle);
  const say = (key: string, vars: Record<string, unknown> = {}) => interpolate(lookup(words, `cli.${key}`) ?? key, vars);

  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      name: { type: 'string' },
      'ro-code': { type: 'string' },
      'employee-id': { type: 'string' },
      supervisor: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(say('usage'));
    return 0;
  }
  for (const option of ['username', 'name', 'ro-code'] as const) {
    if (!values[option]?.trim()) throw new Problem(`${say('missing', { option })}\n${say('usage')}`);
  }
  const userName = values.username!.trim();
  const name = values.name!.trim().replace(/\s+/g, ' ');
  const roCode = values['ro-code']!.trim();
  const employeeId = values['employee-id']?.trim() ?? '';
  if (!new RegExp(rules.userNamePattern).test(userName)) throw new Problem(say('badUserName'));
  if (!new RegExp(rules.roCodePattern).test(roCode)) throw new Problem(say('badRoCode'));
  if (!name) throw new Problem(say('badName'));
  if (employeeId && !new RegExp(rules.employeeIdPattern).test(employeeId)) throw new Problem(say('badEmployeeId'));

  const password = await newPassword(process.env.AGENT_PASSWORD, userName, rules.password.minLength, say);

  const database = await openServerDatabase(bundle);
  try {
    const created = await insertAgent(database.db, {
      userName,
      name,
      roCode,
      employeeId,
      passwordHash: await hashPassword(password, rules.password),
      supervisor: values.supervisor === true,
    });
    if (!created) throw new Problem(say('exists', { userName: userName.toLowerCase() }));
    console.log(say('created', { userName: created.userName, name: created.name, roCode: created.roCode }));
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
