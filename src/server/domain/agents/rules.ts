import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
  saltBytes: number;
}

/** schemas/rules/agents.json (its $comment explains every number to analysts). */
export interface AgentRules {
  password: ScryptParams & { minLength: number };
  login: { maxFailures: number; windowSec: number; addressMaxFailures: number };
  employeeIdPattern: string;
  demoAgent: { userName: string; name: string; roCode: string; employeeId: string; passwordBytes: number };
  roCodePattern: string;
  userNamePattern: string;
  lock: { ttlSec: number; heartbeatSec: number };
  invite: { ttlDays: number; tokenBytes: number; linkPath: string; emailFrom: string };
  search: { maxResults: number };
  statusLabels: { draft: string; submitted: string; duplicate: string; stoppedByScreeningStatus: Record<string, string>; stoppedDefault: string };
  agentSettable: string[];
  forceStopped: string[];
  requests: {
    login: Record<string, unknown>;
    search: Record<string, unknown>;
    searchCriteria: string[];
    invite: Record<string, unknown>;
    redeem: Record<string, unknown>;
    status: Record<string, unknown>;
  };
}

export function agentRules(bundle: Bundle): AgentRules {
  return schemaFile<AgentRules>(bundle, 'rules/agents.json');
}

/** A sentence of content/<lang>/agents.json. */
export function agentWords(bundle: Bundle, lang = 'en'): unknown {
  return bundle.content[`${lang}/agents.json`];
}
