import { useCallback, useEffect } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLocation } from 'wouter';
import { endAgentSession } from '../../api/agent';
import { constants } from '../../app/rules';
import { pathOf } from '../../app/routes';
import { agentSessionAtom } from '../../app/state/agent';
import { sessionExpiredAtom } from '../../app/state/session';
import { lastActivityAtom, markActivityAtom } from '../../app/state/session-timer';
import { SessionDialogWhenShown } from './SessionDialogWhenShown';
import { useSessionCountdown } from './useSessionCountdown';

/**
 * The agent's session countdown on agent pages: the warning with a single Continue,
 * then the expiry notice; at zero (or on a 401) the agent's session ends and Continue goes to the login.
 */
export default function AgentSessionHost() {
  const store = useStore();
  const agent = useAtomValue(agentSessionAtom);
  const expired = useAtomValue(sessionExpiredAtom);
  const lastActivity = useAtomValue(lastActivityAtom);
  const markActivity = useSetAtom(markActivityAtom);
  const [, navigate] = useLocation();
  const total = Number(constants.sessionCountdownSeconds);
  // typing and clicking count as activity (at most one mark a second)
  useEffect(() => {
    let last = 0;
    const mark = () => {
      if (Date.now() - last < 1000) return;
      last = Date.now();
      store.set(markActivityAtom);
    };
    for (const type of ['keydown', 'input', 'pointerdown']) document.addEventListener(type, mark, true);
    return () => {
      for (const type of ['keydown', 'input', 'pointerdown']) document.removeEventListener(type, mark, true);
    };
  }, [store]);
  const onExpire = useCallback(() => {
    void endAgentSession(store).then(() => store.set(sessionExpiredAtom, true));
  }, [store]);
  const { phase, seconds, keepAlive } = useSessionCountdown({
    active: !!agent,
    lastActivity,
    timeoutMs: Number(constants.sessionTimeoutMs),
    countdownSeconds: total,
    expired,
    onExpire,
  });
  return (
    <SessionDialogWhenShown
      phase={phase}
      seconds={seconds}
      total={total}
      variant="agent"
      onContinue={() => {
        keepAlive();
        markActivity();
      }}
      onNoThanks={() => {}}
      onExpiredContinue={() => {
        void endAgentSession(store).finally(() => {
          navigate(pathOf('login'));
          window.location.reload();
        });
      }}
    />
  );
}
