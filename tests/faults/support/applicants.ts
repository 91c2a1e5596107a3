import { createHash } from 'node:crypto';

/** Applicants made over HTTP through the real one-time-code flow, and their saves. */

export interface Applicant {
  prospectId: string;
  token: string;
  phone: string;
  email: string;
  countryCode: string;
  mobileNo: string;
}

let counter = 0;
/** Three digits of this process, fixed for its life: a prefix that moved with the clock let "12"+"5" and "1"+"25" meet. */
const base = String((process.pid * 7 + Date.now()) % 1000).padStart(3, '0');

/** A phone and e-mail nobody else in this run uses (up to 9,999 people a process). */
export function newPerson(tag: string) {
  counter += 1;
  const n = `${base}${String(counter).padStart(4, '0')}`;
  return { fullName: 'Amal Haddad', email: `${tag}${n}@example.com`, countryCode: '971', mobileNo: `50${n}` };
}

export type Person = ReturnType<typeof newPerson>;

/**
 * The address a person's requests come from: their own, one per phone number, forwarded by the one
 * proxy hop the suite's servers trust (TRUST_PROXY=1, server.ts), so per-address limits count each
 * person's requests, not the whole suite's.
 */
function forwardedFor(body: unknown): Record<string, string> {
  const named = body as { mobileNo?: unknown; applicantInfo?: { mobileNo?: unknown } } | null;
  const phone = String(named?.mobileNo ?? named?.applicantInfo?.mobileNo ?? '');
  if (!phone) return {};
  const [a, b, c] = createHash('sha256').update(phone).digest();
  return { 'x-forwarded-for': `10.${a}.${b}.${c}` };
}

export async function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...forwardedFor(body), ...headers },
    body: JSON.stringify(body),
  });
}

export function otpBody(action: 'generate' | 'resend' | 'verify', person: Person, extra: Record<string, unknown> = {}) {
  return { action, email: person.email, countryCode: person.countryCode, mobileNo: person.mobileNo, deviceId: 'faults', uniqueId: 'faults', ...extra };
}

/** The newest code the outbox holds for this phone, as a tester reads it from their phone. */
export async function codeFor(baseUrl: string, person: Person): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/dev/outbox`);
  if (!res.ok) throw new Error(`outbox: ${res.status}`);
  const phone = `+${person.countryCode}${person.mobileNo}`;
  const messages = (await res.json()) as Array<{ to: string; channel: string; body: string }>;
  const code = messages.find((m) => m.channel === 'sms' && m.to === phone)?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

async function createOne(baseUrl: string, tag: string): Promise<{ person: Person; prospectId: string }> {
  const person = newPerson(tag);
  const res = await postJson(baseUrl, '/api/v1/users/sme/prospects', {
    applicantInfo: { ...person, roCode: '', allianceCode: '' },
    applicationInfo: { accountType: 'Current Account', islamicBanking: false },
  });
  if (res.status !== 200) throw new Error(`create: ${res.status} ${await res.text()}`);
  return { person, prospectId: ((await res.json()) as { prospectId: string }).prospectId };
}

export async function verify(baseUrl: string, person: Person, prospectId: string): Promise<string> {
  const res = await postJson(baseUrl, '/api/v1/otp', otpBody('verify', person, { prospectId, otpToken: await codeFor(baseUrl, person) }));
  if (res.status !== 200) throw new Error(`verify: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * `count` applications, each with a customer token. Created in small batches: the outbox the
 * codes are read from shows only its newest messages.
 */
export async function createApplicants(baseUrl: string, count: number, tag = 'fault', batch = 10): Promise<Applicant[]> {
  const out: Applicant[] = [];
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const created = await Promise.all(Array.from({ length: size }, () => createOne(baseUrl, tag)));
    const tokens = await Promise.all(created.map(({ person, prospectId }) => verify(baseUrl, person, prospectId)));
    created.forEach(({ person, prospectId }, i) =>
      out.push({
        prospectId,
        token: tokens[i],
        phone: `+${person.countryCode}${person.mobileNo}`,
        email: person.email,
        countryCode: person.countryCode,
        mobileNo: person.mobileNo,
      }),
    );
  }
  return out;
}

function authHeaders(applicant: Applicant): Record<string, string> {
  return { authorization: `Bearer ${applicant.token}` };
}

/** Keeps the sliding token the server hands back (response header `accesstoken`). */
function refreshToken(applicant: Applicant, res: Response): void {
  const next = res.headers.get('accesstoken');
  if (next) applicant.token = next;
}

export async function readProspect(baseUrl: string, applicant: Applicant): Promise<{ version: number; organizationInfo?: { companyName?: string } }> {
  const res = await fetch(`${baseUrl}/api/v1/usertypes/sme/prospects/${applicant.prospectId}`, { headers: authHeaders(applicant) });
  if (res.status !== 200) throw new Error(`read ${applicant.prospectId}: ${res.status} ${await res.text()}`);
  refreshToken(applicant, res);
  return (await res.json()) as { version: number; organizationInfo?: { companyName?: string } };
}

/** A draft save of the company name over `version`: the new version when acknowledged (200), else undefined. */
export async function saveCompanyName(
  baseUrl: string,
  applicant: Applicant,
  version: number,
  companyName: string,
  signal?: AbortSignal,
): Promise<{ status: number; version?: number; error?: string }> {
  const res = await fetch(`${baseUrl}/api/v1/usertypes/sme/prospects/${applicant.prospectId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...authHeaders(applicant) },
    body: JSON.stringify({ version, saveType: 'auto', actionType: 'save', organizationInfo: { companyName } }),
    signal,
  });
  // a refusal's first error code, for the test's message
  if (res.status !== 200) return { status: res.status, error: (await res.text()).slice(0, 300) };
  refreshToken(applicant, res);
  const body = (await res.json()) as { version: number };
  return { status: 200, version: body.version };
}
