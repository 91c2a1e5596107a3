import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';

import type { AgentRules } from '../../../core/rules/agents';

export type { AgentRules };
/** How passwords are hashed (schemas/rules/agents.json `password`). */
export type ScryptParams = Omit<AgentRules['password'], 'minLength'>;

export function agentRules(bundle: Bundle): AgentRules {
  return schemaFile<AgentRules>(bundle, 'rules/agents.json');
}

/** A sentence of content/<lang>/agents.json. */
export function agentWords(bundle: Bundle, lang = 'en'): unknown {
  return bundle.content[`${lang}/agents.json`];
}
