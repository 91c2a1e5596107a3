// @vitest-environment-options {"url": "http://127.0.0.1:41734/"}
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FastifyInstance } from 'fastify';
import { createStore } from 'jotai';
import { customerSessionAtom } from '../../../src/web/app/state/session';
import { applicantWithToken } from '../../server/applicant/support';
import { multipart, saveGroups } from '../../server/documents-helpers';
import { pdfFile } from '../../fixtures/make-files';
import { getUploadToken } from '../../../src/web/api/documents';
import { renderApp } from '../render';
import { startServer } from './server';

let server: Awaited<ReturnType<typeof startServer>>;
const asApp = () => server.app as unknown as FastifyInstance;

beforeAll(async () => {
  server = await startServer(41734);
}, 120_000);
afterAll(async () => {
  await server?.stop();
}, 30_000);

describe('Re-upload documents page, against the real server', () => {
  it('offers only what the bank asked for', async () => {
    const user = userEvent.setup();
    const { prospectId, token, applicant } = await applicantWithToken(asApp());
    await saveGroups(asApp(), token, prospectId, {
      signatoryInfo: [{ signatoryId: 'companySignatory_1', fullName: 'Sara Ali', kycDetails: { isSignatory: true, isUAEResident: false } }],
    });
    await server.bankAsks(prospectId, ['Personal_Bank_Statements']);
    const { jwtToken } = await getUploadToken({ accessToken: token, prospectId, mobileNo: '' });
    for (const key of ['TradeLicense_1', 'MOA_1', 'Passport_1']) {
      const body = multipart({ jwtToken, documentKey: key }, { name: `${key}.pdf`, content: pdfFile() });
      expect(
        (await server.app.inject({ method: 'POST', url: `/api/v1/banks/rak/prospects/${prospectId}/documents`, headers: body.headers, payload: body.payload }))
          .statusCode,
      ).toBe(200);
    }
    const store = createStore();
    store.set(customerSessionAtom, { accessToken: token, prospectId, countryCode: applicant.countryCode, mobileNo: applicant.mobileNo });
    renderApp('/business/ReUploadDocuments', { store });

    expect(await screen.findByRole('heading', { name: 'Upload your documents', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    const statements = await screen.findByLabelText('Personal bank statements of Sara Ali (last 6 months)', {}, { timeout: 10_000 });
    expect(screen.queryByLabelText('Trade licence')).toBeNull();
    expect(screen.queryByLabelText('Memorandum of association')).toBeNull();
    expect(screen.queryByLabelText(/Proof of company address/)).toBeNull();
    // what the bank asked for says so, not "Optional"
    expect(within(statements.closest('li') as HTMLElement).getByText('Asked for by the bank')).toBeInTheDocument();
    expect(within(statements.closest('li') as HTMLElement).queryByText('Optional')).toBeNull();

    // a file under the smallest size is refused in words, before it is sent
    await user.upload(statements, new File([new Uint8Array(pdfFile(10 * 1024))], 'small.pdf', { type: 'application/pdf' }));
    expect(await within(statements.closest('li') as HTMLElement).findByText(/^Document size is insufficient/)).toBeInTheDocument();
    await user.upload(statements, new File([new Uint8Array(pdfFile())], 'statements.pdf', { type: 'application/pdf' }));
    const slot = statements.closest('li') as HTMLElement;
    expect(await within(slot).findByText('Uploaded: statements.pdf', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 60_000);

  it('lists only what the bank asked for, with its note, even when required documents were never uploaded', async () => {
    const { prospectId, token, applicant } = await applicantWithToken(asApp());
    await server.bankAsks(prospectId, ['Bank_Statements'], 'Please send the last three months again.');
    const store = createStore();
    store.set(customerSessionAtom, { accessToken: token, prospectId, countryCode: applicant.countryCode, mobileNo: applicant.mobileNo });
    renderApp('/business/ReUploadDocuments', { store });
    expect(await screen.findByTestId('bank-note', {}, { timeout: 10_000 })).toHaveTextContent('A note from the bank: Please send the last three months again.');
    const slots = await screen.findAllByRole('listitem');
    expect(screen.getAllByText(/bank statements/i).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Trade licence')).toBeNull();
    expect(screen.queryByLabelText('Memorandum of association')).toBeNull();
    expect(slots.length).toBeGreaterThan(0);
  }, 60_000);

  it('lists what the bank told the customer, oldest first, without the officers’ internal notes', async () => {
    const { prospectId, token, applicant } = await applicantWithToken(asApp());
    await server.bankAsks(prospectId, ['Bank_Statements'], 'Please send the last three months again.');
    await server.addAgent('officer.messages', 'messages-correct-horse-1');
    const signedIn = (
      await server.app.inject({
        method: 'POST',
        url: '/api/v1/users/authenticate',
        payload: { userName: 'officer.messages', password: 'messages-correct-horse-1', deviceId: 'web-test', uniqueId: 'messages' },
      })
    ).json();
    const note = (text: string, forCustomer: boolean) =>
      server.app.inject({
        method: 'POST',
        url: `/api/v1/agent/prospects/${prospectId}/notes`,
        headers: { authorization: `Bearer ${signedIn.access_token}` },
        payload: { text, forCustomer },
      });
    expect((await note('Internal: check the licence date.', false)).statusCode).toBe(201);
    expect((await note('Statements from your main account, please.', true)).statusCode).toBe(201);
    const store = createStore();
    store.set(customerSessionAtom, { accessToken: token, prospectId, countryCode: applicant.countryCode, mobileNo: applicant.mobileNo });
    renderApp('/business/ReUploadDocuments', { store });
    const messages = await screen.findByRole('region', { name: 'Messages from the bank' }, { timeout: 10_000 });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/A note from the bank.*Statements from your main account, please\.$/)]);
    expect(screen.queryByText(/Internal: check the licence date/)).toBeNull();
  }, 60_000);
});
