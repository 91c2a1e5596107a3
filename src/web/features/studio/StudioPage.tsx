import { useCallback } from 'react';
import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { isolatedIn } from '../../../core/messages/bidi';
import { textOf } from '../../forms/forms-context';
import { useRegistry } from '../../forms/registry-context';
import { AnalystLogin } from './AnalystLogin';
import { analystSessionAtom, logoutAnalyst, useAnalystTransport } from './analyst-api';
import { StudioDesk } from './StudioDesk';

/**
 * The form studio (route /studio), for analysts: after their login, they edit the files of the
 * published release, preview the change as the applicant and as an agent, see what the check finds
 * and how many drafts the change reopens, publish it with a note, and restore an earlier release.
 */
export default function StudioPage() {
  const registry = useRegistry();
  const t = useCallback(
    // a count chooses its form (findingsCount_one, findingsCount_other): the registry's words do; a
    // file, a place or a name set into a right-to-left sentence keeps its own order (isolated)
    (key: string, vars?: Record<string, unknown>) =>
      textOf(
        registry,
        `studio:${key}`,
        vars && Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, typeof value === 'string' ? isolatedIn(value, registry.lang) : value])),
      ),
    [registry],
  );
  const [session, setSession] = useAtom(analystSessionAtom);
  useAnalystTransport();
  return (
    <Container maxW="7xl" py={6}>
      <Stack gap="2" mb="6">
        <HStack justify="space-between" align="start" wrap="wrap">
          <Heading as="h1" size="xl">
            {t('title')}
          </Heading>
          {session && (
            <HStack gap="3">
              <Text>{t('login.signedIn', { name: session.name })}</Text>
              <Button variant="outline" size="sm" onClick={() => void logoutAnalyst(session).finally(() => setSession(null))}>
                {t('login.logout')}
              </Button>
            </HStack>
          )}
        </HStack>
        <Text>{t('intro')}</Text>
      </Stack>
      {session ? <StudioDesk session={session} t={t} /> : <AnalystLogin t={t} onLoggedIn={setSession} />}
    </Container>
  );
}
