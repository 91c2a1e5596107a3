// @vitest-environment-options {"url": "http://127.0.0.1:41738/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { useEffect } from 'react';
import { classifyError } from '../../../src/web/api/client-errors';
import { useApiErrorHandler } from '../../../src/web/api/client-errors-handler';
import { ApiError } from '../../../src/web/api/http';
import { fieldErrorsAtom } from '../../../src/web/app/state/save';
import { errorCodeAtom } from '../../../src/web/app/state/screening';
import { realServerForFile } from '../real-server';
import { renderApp } from '../render';

const apiError = (status: number, errorType: string, errors: { errorCode: string; message: string; fieldPath?: string }[]) =>
  new ApiError(status, { errorType, errors, requestId: 'r1' });

// The real API server (tests/web/real-server.ts): the error reports go to it, recorded on their way.
const real = realServerForFile(41738);
afterEach(() => {
  vi.useRealTimers();
});

function Raise({ error }: { error: unknown }) {
  const handle = useApiErrorHandler();
  useEffect(() => void handle(error), [handle, error]);
  return null;
}

const reports = () => real.calls.mock.calls.filter(([url]) => String(url).endsWith('/api/v1/client-errors'));

describe('error catalogue', () => {
  it('classifies', () => {
    expect(classifyError(apiError(409, 'Conflict', [{ errorCode: '12012', message: 'x' }]))).toEqual({ kind: 'screen', code: '12012' });
    expect(classifyError(apiError(409, 'Conflict', [{ errorCode: 'CONFLICT', message: 'x' }]))).toEqual({ kind: 'conflict' });
    expect(classifyError(apiError(401, 'Unauthorized', [{ errorCode: 'UNAUTHORIZED', message: 'x' }]))).toEqual({ kind: 'expired' });
    expect(classifyError(apiError(500, 'Internal', [{ errorCode: '12009', message: 'x' }]))).toEqual({ kind: 'default', report: false });
    expect(classifyError(apiError(500, 'Internal', [{ errorCode: 'X', message: 'x' }]), { invite: true })).toEqual({ kind: 'default', report: false });
    expect(classifyError(new TypeError('boom'))).toEqual({ kind: 'default', report: true });
  });

  it('an error code of the catalogue replaces the form with its screen, unreported', async () => {
    const store = createStore();
    renderApp('/', { store, children: <Raise error={apiError(423, 'Locked', [{ errorCode: '12013', message: 'x' }])} /> });
    expect(store.get(errorCodeAtom)).toBe('12013');
    expect(reports()).toHaveLength(0);
  });

  it('ReCaptchaError: notification titled ReCaptchaError with the error list', async () => {
    renderApp('/', {
      children: (
        <Raise
          error={apiError(400, 'ReCaptchaError', [
            { errorCode: 'R1', message: 'token missing' },
            { errorCode: 'R2', message: 'score low' },
          ])}
        />
      ),
    });
    expect(await screen.findByText('ReCaptchaError')).toBeInTheDocument();
    expect(screen.getByText('token missing, score low')).toBeInTheDocument();
  });

  it('FieldsValidation: "Validation Error On Server" with the first message; field errors after 500 ms', async () => {
    vi.useFakeTimers();
    const store = createStore();
    const error = apiError(400, 'FieldsValidation', [
      { errorCode: 'FIELD_INVALID', fieldPath: '$.organizationInfo.companyName', message: '$Company name is not filled.' },
      { errorCode: 'FIELD_INVALID', fieldPath: '$.organizationInfo.vatRegistrationNumber', message: 'VAT registration number is invalid' },
    ]);
    renderApp('/', { store, children: <Raise error={error} /> });
    // the toaster shows it on its next tick
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(screen.getByText('Validation Error On Server')).toBeInTheDocument();
    expect(screen.getByText('Company name is not filled')).toBeInTheDocument();
    await act(async () => void (await vi.advanceTimersByTimeAsync(499)));
    expect(store.get(fieldErrorsAtom)).toEqual({});
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(store.get(fieldErrorsAtom)).toEqual({
      'prospect.organizationInfo.companyName': ['Company name is not filled'],
      'prospect.organizationInfo.vatRegistrationNumber': ['VAT registration number is invalid'],
    });
  });

  it('FieldsValidation without a message: "Validation Error"', async () => {
    renderApp('/', { children: <Raise error={apiError(400, 'FieldsValidation', [])} /> });
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
  });

  it('other errors: Oops! notification, reported with joined messages and stack', async () => {
    renderApp('/', {
      children: (
        <Raise
          error={apiError(500, 'Internal', [
            { errorCode: 'INTERNAL', message: 'one' },
            { errorCode: 'INTERNAL', message: 'two' },
          ])}
        />
      ),
    });
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText('We are facing a glitch at the moment, please try again later.')).toBeInTheDocument();
    expect(reports()).toHaveLength(1);
    const body = JSON.parse(String((reports()[0][1] as RequestInit).body));
    expect(body.messages).toBe('one; two');
    expect(typeof body.stack).toBe('string');
    // the server took the report
    const sent = real.calls.mock.calls.findIndex(([url]) => String(url).endsWith('/api/v1/client-errors'));
    expect(((await real.calls.mock.results[sent].value) as Response).status).toBeLessThan(300);
  });
});
