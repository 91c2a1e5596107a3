import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, readProspect, saveProspect } from './applicant/support';

/** A multipart/form-data body: fields first, then the file (the order the browser client sends). */
export function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const boundary = `----qa${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        'latin1',
      ),
    );
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadToken(app: FastifyInstance, token: string, prospectId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/onboarding/document/oauth2/token',
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'client_credentials', module: 'DAO', prospectId }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { jwtToken: string }).jwtToken;
}

export function upload(app: FastifyInstance, prospectId: string, jwt: string, documentKey: string, file?: { name: string; content: Buffer }) {
  const body = multipart({ jwtToken: jwt, documentKey }, file);
  return app.inject({ method: 'POST', url: `/api/v1/banks/rak/prospects/${prospectId}/documents`, headers: body.headers, payload: body.payload });
}

export async function listDocuments(app: FastifyInstance, token: string, prospectId: string) {
  return app.inject({ method: 'GET', url: `/api/v1/prospects/${prospectId}/documents`, headers: bearer(token) });
}

/** Saves these record groups over the stored record (reading its version first). */
export async function saveGroups(app: FastifyInstance, token: string, prospectId: string, groups: Record<string, unknown>) {
  const current = (await readProspect(app, token, prospectId)).json() as { version: number };
  const res = await saveProspect(app, token, prospectId, { ...groups, version: current.version, saveType: 'auto', actionType: 'save' });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The stored names of the uploaded files whose bytes the database keeps (every server's store). */
export async function storedFiles(app: FastifyInstance): Promise<string[]> {
  const rows = (await app.db.execute(sql`SELECT stored_name FROM document_bytes ORDER BY stored_name`)) as unknown as { rows: Array<{ stored_name: string }> };
  return rows.rows.map((row) => row.stored_name);
}

/** Two listed stakeholders: a UAE resident signatory of Indian nationality with two passports, and a non-resident. */
export function stakeholders() {
  return {
    signatoryInfo: [
      {
        signatoryId: 'companySignatory_a1',
        firstName: 'Amal',
        lastName: 'Haddad',
        kycDetails: {
          isSignatory: true,
          isUAEResident: true,
          residenceCountry: 'AE',
          nationality: 'IN',
          passportDetails: [
            { country: 'IN', passportNumber: 'P1234567' },
            { country: 'GB', passportNumber: 'X7654321' },
          ],
        },
      },
      {
        signatoryId: 'companySignatory_b2',
        fullName: 'Omar Saleh',
        kycDetails: { isSignatory: false, isUAEResident: false, residenceCountry: 'GB', nationality: 'GB' },
      },
      { signatoryId: 'companySignatory_c3', firstName: '', lastName: '' },
    ],
  };
}
