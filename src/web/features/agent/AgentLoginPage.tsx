import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useAtom, useSetAtom } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginAgent } from '../../api/agent';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { toExtraErrors } from '../../api/field-errors';
import { ApiError } from '../../api/http';
import { pathOf } from '../../app/routes';
import { agentSessionAtom, tokenLive } from '../../app/state/agent';
import { fieldErrorsAtom } from '../../app/state/save';
import { sessionExpiredAtom } from '../../app/state/session';
import { PageTitle } from '../../components/PageTitle';
import { StepForm } from '../../forms/StepForm';
import { pushAgentEvent } from '../../app/analytics';

type Json = Record<string, unknown>;
const STEP = 'agentLogin/login';

/** The officers' pages: the login leads back to one of them only. */
const AGENT_PAGES = pathOf('login').replace(/[^/]+$/, '');

/** Where the login leads: the officer's page that sent them here (`next`: a link, a second tab), else the work queue. */
function landingAfterLogin(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  const own = next.startsWith(AGENT_PAGES) && !next.toLowerCase().startsWith(pathOf('login').toLowerCase());
  return own ? next : pathOf('workQueue');
}

/** /agent/Login"): user name and password; a wrong pair and too many attempts are said plainly. */
export default function AgentLoginPage() {
  const { t } = useTranslation(['pages', 'agent']);
  const [session, setSession] = useAtom(agentSessionAtom);
  const setExpired = useSetAtom(sessionExpiredAtom);
  const [fieldErrors, setFieldErrors] = useAtom(fieldErrorsAtom);
  const handleError = useApiErrorHandler();
  const [, navigate] = useLocation();
  const landing = landingAfterLogin(useSearch());
  const [value, setValue] = useState<Json>({ login: { userName: '', password: '' } });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (session && tokenLive(session.accessToken)) return <Redirect to={landing} replace />;

  const submit = async (next: Json) => {
    const login = (next.login ?? {}) as { userName?: string; password?: string };
    setBusy(true);
    setRefusal(null);
    setFieldErrors({});
    try {
      const answer = await loginAgent({ userName: String(login.userName ?? '').trim(), password: String(login.password ?? '') });
      setExpired(false);
      setSession({
        accessToken: answer.access_token,
        agentName: answer.agentName,
        roCode: answer.roCode,
        agentId: String(answer.agentId),
        employeeId: answer.employeeId ?? '',
        supervisor: answer.supervisor === true,
      });
      pushAgentEvent('login');
      navigate(landing);
    } catch (error) {
      setBusy(false);
      // a wrong pair (401) or too many attempts (429): the server's sentence, next to the form
      if (error instanceof ApiError && (error.status === 401 || error.status === 429) && error.body.errors[0]?.message) {
        setRefusal(error.body.errors[0].message);
      } else {
        handleError(error, { page: 'login' });
      }
    }
  };

  const loginErrors = toExtraErrors(fieldErrors, 'login');
  return (
    <Stack gap="4" maxW="32rem">
      <PageTitle>{t('pages:agentLogin.title')}</PageTitle>
      <Text color="ink.700">{t('agent:login.intro')}</Text>
      {refusal && (
        <Text role="alert" color="red.700" data-testid="login-error">
          {refusal}
        </Text>
      )}
      <StepForm
        stepKey={STEP}
        value={value}
        onChange={(next) => setValue(next as Json)}
        onSubmit={(next) => void submit(next as Json)}
        disabled={busy}
        extraErrors={loginErrors ? { login: loginErrors } : undefined}
      >
        <Button type="submit" colorPalette="brand" mt="4" loading={busy} loadingText={t('agent:login.submitting')}>
          {t('agent:login.submit')}
        </Button>
      </StepForm>
    </Stack>
  );
}
