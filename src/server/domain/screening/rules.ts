import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';

import type { CheckRule, DedupeParams, OutcomeRule, ProspectState, ScreeningRules, UploadedDocumentsParams } from '../../../core/rules/screening';

export type { CheckRule, DedupeParams, OutcomeRule, ProspectState, ScreeningRules, UploadedDocumentsParams };

export function screeningRules(bundle: Bundle): ScreeningRules {
  return schemaFile<ScreeningRules>(bundle, 'rules/screening.json');
}
