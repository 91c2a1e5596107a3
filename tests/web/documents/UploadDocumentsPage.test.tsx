// @vitest-environment-options {"url": "http://127.0.0.1:41733/"}
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { customerSessionAtom } from '../../../src/web/app/state/session';
import { UploadCancelled, uploadDocument, getUploadToken } from '../../../src/web/api/documents';
import type { FastifyInstance } from 'fastify';
import { applicantWithToken as applicantOver, readProspect as readOver } from '../../server/applicant/support';
import { multipart } from '../../server/documents-helpers';
import { htmlFile, pdfFile, pngFile, tinyPdfFile } from '../../fixtures/make-files';
import { renderApp } from '../render';
import { startServer } from './server';

const PORT = 41733;
let server: Awaited<ReturnType<typeof startServer>>;
// The shared API helpers only call app.inject, which the HTTP adapter provides.
const asApp = () => server.app as unknown as FastifyInstance;
const applicantWithToken = () => applicantOver(asApp());
const readProspect = (token: string, id: string) => readOver(asApp(), token, id);

beforeAll(async () => {
  server = await startServer(PORT);
}, 120_000); // a child process compiling the server and opening PGlite: slow on a busy machine
afterAll(async () => {
  await server?.stop();
}, 30_000);

async function signedIn() {
  const { prospectId, token, applicant } = await applicantWithToken();
  const store = createStore();
  store.set(customerSessionAtom, { accessToken: token, prospectId, countryCode: applicant.countryCode, mobileNo: applicant.mobileNo });
  return { store, prospectId, token };
}

/** Uses up the application's uploads straight through the API. */
async function fillToLimit(prospectId: string, token: string) {
  const auth = { accessToken: token, prospectId, mobileNo: '' };
  const { jwtToken } = await getUploadToken(auth);
  const listing = (
    await server.app.inject({ method: 'GET', url: `/api/v1/prospects/${prospectId}/documents`, headers: { authorization: `Bearer ${token}` } })
  ).json();
  for (let i = 0; i < listing.uploadLimit; i += 1) {
    const body = multipart({ jwtToken, documentKey: 'MOA_1' }, { name: 'm.pdf', content: pdfFile() });
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v1/banks/rak/prospects/${prospectId}/documents`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
  }
}

const file = (content: Buffer, name: string, type = 'application/octet-stream') => new File([new Uint8Array(content)], name, { type });
const slotOf = (input: HTMLElement) => input.closest('li') as HTMLElement;

describe('Upload Documents page, against the real server', () => {
  it('groups the documents, refuses bad files at their slot, uploads, downloads and continues when complete', async () => {
    const user = userEvent.setup();
    const { store, prospectId, token } = await signedIn();
    renderApp('/business/UploadDocuments', { store });

    const licence = await screen.findByLabelText('Trade licence', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Company documents' })).toBeInTheDocument();
    expect(within(slotOf(licence)).getByText('Required')).toBeInTheDocument();
    expect(within(slotOf(screen.getByLabelText(/Proof of company address/, { selector: 'input' }))).getByText('Optional')).toBeInTheDocument();
    expect(within(slotOf(licence)).getByText('Not uploaded yet')).toBeInTheDocument();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    // refused in the browser: the message at the slot, describing its drop zone (the keyboard's stop)
    await user.upload(licence, file(tinyPdfFile(), 'small.pdf', 'application/pdf'));
    const tooSmall = await within(slotOf(licence)).findByRole('alert');
    expect(tooSmall).toHaveTextContent('Document size is insufficient. Please upload a document that is at least 50KB to continue.');
    const zone = within(slotOf(licence)).getByRole('button', { name: 'Choose a file for Trade licence' });
    expect(zone.getAttribute('aria-describedby')).toContain(tooSmall.id);
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    await user.upload(licence, file(htmlFile(), 'page.png', 'image/png'));
    await waitFor(() => expect(within(slotOf(licence)).getByRole('alert')).toHaveTextContent('Supported formats are PDF, JPG and PNG.'));
    expect(readdirSync(server.documentsDir)).toHaveLength(0);

    // a good file: stored, Uploaded, downloadable
    await user.upload(licence, file(pdfFile(), 'licence.pdf', 'application/pdf'));
    await within(slotOf(licence)).findByText('Uploaded: licence.pdf', {}, { timeout: 10_000 });
    expect(within(slotOf(licence)).queryByRole('alert')).toBeNull();
    expect(within(slotOf(licence)).getByRole('button', { name: 'Download licence.pdf' })).toBeInTheDocument();
    expect(continueButton).toBeDisabled();

    const moa = screen.getByLabelText('Memorandum of association');
    await user.upload(moa, file(pngFile(), 'moa.png', 'image/png'));
    await within(slotOf(moa)).findByText('Uploaded: moa.png', {}, { timeout: 10_000 });
    await waitFor(() => expect(continueButton).toBeEnabled());

    await user.click(continueButton);
    await waitFor(
      async () => {
        const record = (await readProspect(token, prospectId)).json();
        expect(record.applicationInfo.viewId).toBe('/SelectServices');
        expect(record.documents.companyDocuments).toMatchObject({
          isDocUpdate: true,
          documents: [{ documentKey: 'TradeLicense_1', fileName: 'licence.pdf', uploadStatus: 'Uploaded' }, { fileName: 'moa.png' }],
        });
        expect(JSON.parse(record.freeFieldsInfo.freeField5).completedSteps).toContainEqual({
          flowId: 'uploadDocuments',
          step: 'uploadDocuments',
          status: 'COMPLETED',
        });
      },
      { timeout: 10_000 },
    );
  }, 40_000);

  it('shows a server refusal at its document: the limit reached meanwhile opens the maximum-uploads page', async () => {
    const user = userEvent.setup();
    const { store, prospectId, token } = await signedIn();
    renderApp('/business/UploadDocuments', { store });
    const licence = await screen.findByLabelText('Trade licence', {}, { timeout: 10_000 });
    await fillToLimit(prospectId, token);
    await user.upload(licence, file(pdfFile(), 'licence.pdf', 'application/pdf'));
    await screen.findByRole('heading', { name: 'You have reached the maximum number of uploads' }, { timeout: 10_000 });
  }, 40_000);

  it('shows the maximum-uploads page once the limit is used up; Explore Now opens the comparison', async () => {
    const user = userEvent.setup();
    const { store, prospectId, token } = await signedIn();
    await fillToLimit(prospectId, token);
    const view = renderApp('/business/UploadDocuments', { store });
    await screen.findByRole('heading', { name: 'You have reached the maximum number of uploads' }, { timeout: 10_000 });
    expect(screen.getByText(/call you back within one day/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Explore Now' }));
    await waitFor(() => expect(view.current()).toBe('/business/accounts'));
  }, 40_000);
});

describe('upload client', () => {
  it('reports progress and answers the stored fileName', async () => {
    const { prospectId, token } = await signedIn();
    const auth = { accessToken: token, prospectId, mobileNo: '' };
    const { jwtToken } = await getUploadToken(auth);
    const seen: number[] = [];
    const answer = await uploadDocument({
      bank: 'rak',
      prospectId,
      jwtToken,
      documentKey: 'MOA_1',
      file: file(pdfFile(), 'moa.pdf'),
      onProgress: (p) => seen.push(p),
    });
    expect(answer).toMatchObject({ fileName: 'moa.pdf', documentKey: 'MOA_1' });
    expect(seen.at(-1)).toBe(100);
  });

  it('cancels: the promise rejects with UploadCancelled', async () => {
    const { prospectId, token } = await signedIn();
    const { jwtToken } = await getUploadToken({ accessToken: token, prospectId, mobileNo: '' });
    const controller = new AbortController();
    const pending = uploadDocument({
      bank: 'rak',
      prospectId,
      jwtToken,
      documentKey: 'MOA_1',
      file: file(pdfFile(1_000_000), 'big.pdf'),
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(UploadCancelled);
  });

  it('a refused upload rejects with the server error and its message', async () => {
    const { prospectId, token } = await signedIn();
    const { jwtToken } = await getUploadToken({ accessToken: token, prospectId, mobileNo: '' });
    const refused = uploadDocument({ bank: 'rak', prospectId, jwtToken, documentKey: 'MOA_1', file: file(pngFile(), 'picture.pdf') });
    await expect(refused).rejects.toMatchObject({
      status: 415,
      body: { errors: [{ errorCode: 'DOC_WRONG_TYPE', message: 'Supported formats are PDF, JPG and PNG.' }] },
    });
  });
});
