import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import type { KeyRingTiming } from './key-ring';

/** schemas/rules/session.json */
export interface SessionRules {
  tokenTtlSec: number;
  sessionMaxSec: { customer: number; agent: number };
  issuer: string;
  signingKeys: KeyRingTiming;
  clientErrors: { maxBytes: number; request: Record<string, unknown> };
}

export function sessionRules(bundle: Bundle): SessionRules {
  return schemaFile<SessionRules>(bundle, 'rules/session.json');
}
