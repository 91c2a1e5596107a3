import { it } from 'vitest';
import { applicantWithToken, bearer, person, readProspect } from '../server/applicant/support';
import { testApp } from '../server/helpers/app';
it('probe', async () => {
  const t = await testApp({ kind: 'pglite' }, { logger: { level: 'error' } });
  const a = await applicantWithToken(t.app, person());
  const bodies: unknown[] = [
    '{"prospectStatusInfo":"\\u2020","applicationInfo":[[null,"\\u202e\\u2066evil",null],null],"generalInfo":{"$schema":true,"organizationInfo":true,"signatoryInfo":null,"applicantInfo":false,"\\u0000":{"orgKYCDetails":{"documents":null,"toString":null},"accountInfo":{"[0]":[null,719272766],"prototype":null}}},"freeFieldsInfo":0,"version":1}',
    {applicationInfo: [[null]], version: 1},
    {generalInfo: 'x', version: 1},{status: 'x', version: 1},{prospectStatusInfo: {documentsRequested: 'x'}, version: 1},
    {prospectStatusInfo: 'x', version: 1},
    {applicationInfo: [[null]], version: 1},
    {generalInfo: {organizationInfo: true}, version: 1},
    {freeFieldsInfo: 0, version: 1},
    {organizationInfo: 'x', version: 1},
    {signatoryInfo: 'x', version: 1},
    {orgKYCDetails: 5, version: 1},
    {channelServicesInfo: 'x', version: 1},
    {documents: 'x', version: 1},
  ];
  for (const b of bodies) {
    const version = (await readProspect(t.app, a.token, a.prospectId)).json().version;
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/usertypes/sme/prospects/${a.prospectId}`, headers: { ...bearer(a.token), 'content-type': 'application/json' }, payload: typeof b === 'string' ? b.replace('"version":1', `"version":${version}`) : { ...b, version } });
    console.log(JSON.stringify(b), res.statusCode, res.body.slice(0, 300));
  }
  await t.close();
});
