import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import type { SessionRules } from '../../../core/rules/session';

export type { SessionRules };

export function sessionRules(bundle: Bundle): SessionRules {
  return schemaFile<SessionRules>(bundle, 'rules/session.json');
}
