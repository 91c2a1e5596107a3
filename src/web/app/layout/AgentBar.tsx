import { useEffect } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from '../i18n';
import { useLocation } from 'wouter';
import { endAgentSession, holdHeartbeat, holdsHere, isWorkingSession, leaveApplication, useAgentTransport } from '../../api/agent';
import { ApiError } from '../../api/http';
import { errorCodeAtom } from '../state/screening';
import { AGENT_BASE, pathOf } from '../routes';
import { agentRules } from '../rules';
import { agentHoldAtom, agentSessionAtom } from '../state/agent';
import { editApplicationAtom } from '../state/edit-mode';
import { customerSessionAtom } from '../state/session';

/**
 * The agent bar above the form: name, RO code and Logout. It also keeps the agent's
 * token fresh, and lets go of an application the agent holds once they are back on an agent page.
 */
export default function AgentBar({ currentPath }: { currentPath: string }) {
  const { t } = useTranslation('agent');
  useAgentTransport();
  const store = useStore();
  const agent = useAtomValue(agentSessionAtom);
  const held = useAtomValue(agentHoldAtom);
  const working = useAtomValue(customerSessionAtom);
  const [, navigate] = useLocation();
  const onAgentPage = currentPath.startsWith(AGENT_BASE);

  // after a reload only the login statuses survive: a working session still means edit-application
  // mode in the tab that took the hold. A tab opened from it (its session storage is copied) is not
  // that tab: it forgets the copy, and neither beats for the hold nor lets go of it.
  const copied = isWorkingSession(working, agent) && !holdsHere(working);
  useEffect(() => {
    if (copied) {
      store.set(customerSessionAtom, null);
      store.set(editApplicationAtom, false);
      return;
    }
    if (isWorkingSession(working, agent) && !held && !onAgentPage && working) {
      store.set(agentHoldAtom, working.prospectId);
      store.set(editApplicationAtom, true);
    }
  }, [copied, working, agent, held, onAgentPage, store]);

  // the page keeps the hold while it is open: once it goes away the hold lapses (rule HOLD-LAPSE).
  // The first beat goes at once (after a reload it also finds out whether the hold is still there);
  // each answer says when to send the next, so the pace and the lapse come from one file.
  const signedIn = !!agent;
  useEffect(() => {
    if (!held || onAgentPage || !signedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the pace until the server has answered one beat (the server sets it from then on)
    let paceSec = agentRules.lock.heartbeatSec;
    let stopped = false;
    const beat = () => {
      // each answer may carry a fresh token: the beat reads the session as it is now, and a new
      // token neither restarts the beats nor sends one early
      const session = store.get(agentSessionAtom);
      if (!session) return;
      holdHeartbeat(session, held)
        .then((answer) => {
          paceSec = answer.heartbeatSec;
        })
        .catch((error) => {
          if (error instanceof ApiError && error.errorCode === 'RO_EDIT_LAPSED') {
            stopped = true;
            store.set(errorCodeAtom, 'RO_EDIT_LAPSED');
          }
        })
        .finally(() => {
          // a failed beat (network) is tried again at the last pace
          if (!stopped) timer = setTimeout(beat, paceSec * 1000);
        });
    };
    beat();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [held, onAgentPage, signedIn, store]);

  // leaving the application (back on an agent page) releases it
  useEffect(() => {
    if (onAgentPage && !copied && (held || isWorkingSession(working, agent))) void leaveApplication(store);
  }, [onAgentPage, copied, held, working, agent, store]);

  if (!agent) return null;
  const logout = async () => {
    await endAgentSession(store);
    navigate(pathOf('login'));
  };
  return (
    <Box as="nav" aria-label={t('bar.label')} borderBottomWidth="1px" borderColor="ink.200" pb="3" mb="6" data-testid="agent-bar">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="4" wrap="wrap">
          <Text fontWeight="semibold" data-testid="agent-name">
            {t('bar.signedInAs', { name: agent.agentName })}
          </Text>
          <Text color="ink.700" data-testid="agent-ro-code">
            {t('bar.roCode', { roCode: agent.roCode })}
          </Text>
          {held && !onAgentPage && (
            <Text color="ink.700" fontSize="sm">
              {t('bar.editing', { prospectId: held })}
            </Text>
          )}
        </HStack>
        <HStack gap="2">
          {held && !onAgentPage && (
            <>
              <Button size="sm" variant="outline" onClick={() => navigate(pathOf('searchedAppInfo', { id: held }))}>
                {t('bar.release')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => navigate(pathOf('searchProspect'))}>
                {t('bar.leave')}
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => void logout()}>
            {t('bar.logout')}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
