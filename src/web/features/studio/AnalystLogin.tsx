import { useId, useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ApiError } from '../../api/http';
import { StepForm } from '../../forms/StepForm';
import { loginAnalyst, type AnalystSession } from './analyst-api';

type T = (key: string, vars?: Record<string, unknown>) => string;
type Json = Record<string, unknown>;

/** The officers' login step: the analysts log in with the same two fields. */
const STEP = 'agentLogin/login';

/** The analysts' login: a user name and a password; a wrong pair and too many attempts are said plainly. */
export function AnalystLogin({ t, onLoggedIn }: { t: T; onLoggedIn(session: AnalystSession): void }) {
  const ids = useId();
  const [value, setValue] = useState<Json>({ login: { userName: '', password: '' } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (next: Json) => {
    const login = (next.login ?? {}) as { userName?: string; password?: string };
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await loginAnalyst({ userName: String(login.userName ?? '').trim(), password: String(login.password ?? '') });
      onLoggedIn({ accessToken: answer.access_token, name: answer.name, userName: answer.userName });
    } catch (error) {
      setBusy(false);
      setRefusal(error instanceof ApiError && error.body.errors[0]?.message ? error.body.errors[0].message : t('login.failed'));
    }
  };

  return (
    <Stack gap="4" maxW="32rem" aria-labelledby={`${ids}-title`} as="section">
      <Heading as="h2" size="lg" id={`${ids}-title`}>
        {t('login.title')}
      </Heading>
      {refusal && (
        <Text role="alert" color="red.700" data-testid="login-error">
          {refusal}
        </Text>
      )}
      <StepForm stepKey={STEP} value={value} onChange={(next) => setValue(next as Json)} onSubmit={(next) => void submit(next as Json)} disabled={busy}>
        <Button type="submit" colorPalette="brand" loading={busy} width="fit-content" mt="4">
          {t('login.submit')}
        </Button>
      </StepForm>
    </Stack>
  );
}
