import type { FastifyInstance } from 'fastify';
import type { Bundle } from '../../src/core/bundle';
import { agentRules, hashPassword, insertAgent } from '../../src/server/domain/agents';
import { bearer } from './applicant/support';

let counter = 0;

/** An analyst created as analyst:add does, logged in through the real login call: their token. */
export async function analystToken(app: FastifyInstance): Promise<string> {
  counter += 1;
  const userName = `analyst.${process.pid}.${counter}`;
  const password = `pw-${counter}-analyst-horse`;
  await insertAgent(app.db, {
    userName,
    name: `Analyst ${counter}`,
    roCode: '',
    passwordHash: await hashPassword(password, agentRules(app.bundle).password),
    role: 'analyst',
  });
  const res = await app.inject({ method: 'POST', url: '/api/v1/analysts/login', payload: { userName, password }, remoteAddress: `10.2.0.${counter % 250}` });
  if (res.statusCode !== 200) throw new Error(`analyst login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

export async function currentReleaseId(app: FastifyInstance): Promise<string> {
  return (await app.inject({ url: '/api/v1/releases/current' })).json().releaseId;
}

/** The published release's files, as the studio fetches them. */
export async function publishedFiles(app: FastifyInstance): Promise<Bundle> {
  const id = await currentReleaseId(app);
  const [schemas, content, datalists] = await Promise.all(
    ['schemas', 'content', 'datalists'].map(async (part) => (await app.inject({ url: `/api/v1/releases/${id}/${part}.json` })).json()),
  );
  return { schemas, content: { ...content, ...datalists } };
}

export function publish(app: FastifyInstance, token: string, body: { files: Bundle; note: string; basedOn: string }) {
  return app.inject({ method: 'POST', url: '/api/v1/releases', headers: bearer(token), payload: body });
}

/** The published files with `change` made to a copy: what an analyst edits. */
export async function changed(app: FastifyInstance, change: (files: Bundle) => void): Promise<Bundle> {
  const files = structuredClone(await publishedFiles(app));
  change(files);
  return files;
}

type Json = Record<string, any>;

/** Company name 50 → 40, its message and the Company Details step's title: the analyst's change of the issue. */
export function companyNameChange(files: Bundle): void {
  ((files.schemas['defs/text.json'] as Json).$defs.companyName as Json).maxLength = 40;
  (files.content['en/messages.json'] as Json).keywords.maxLength = 'At most {limit} characters, please';
  (files.content['en/wizards.json'] as Json).companyInfo.companyDetails = 'About your company';
}
