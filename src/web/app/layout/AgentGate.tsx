import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { agentSessionAtom } from '../state/agent';
import { customerSessionAtom } from '../state/session';
import { AGENT_BASE } from '../routes';

// The agent bar and the agent's session countdown load only for agents, not with the public pages.
const AgentBar = lazy(() => import('./AgentBar'));
const AgentSessionHost = lazy(() => import('../../features/session/AgentSessionHost'));

/** Above the form: the agent bar when an agent is logged in; on agent pages also the agent's session-expiry dialog. */
export function AgentGate({ currentPath }: { currentPath: string }) {
  const agent = useAtomValue(agentSessionAtom);
  const customer = useAtomValue(customerSessionAtom);
  const onAgentPage = currentPath.startsWith(AGENT_BASE);
  if (!agent && !onAgentPage) return null;
  return (
    <Suspense fallback={null}>
      {agent && <AgentBar currentPath={currentPath} />}
      {/* with a working session the customer session host shows the dialog (agent variant) */}
      {onAgentPage && !customer && <AgentSessionHost />}
    </Suspense>
  );
}
