import { recordTemplate, signatoryModel, organizationModel } from '../../src/core/schema/defaults';
import type { AppConfig } from '../../src/web/api/config';
import { appBundle } from './app-bundle';

/** A configuration answer built from the bundle, for component tests (no server involved). */
export function configFixture(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    prospect: recordTemplate(appBundle) as Record<string, unknown>,
    signatoryModel: signatoryModel(appBundle) as Record<string, unknown>,
    organizationModel: organizationModel(appBundle) as Record<string, unknown>,
    datalist: {},
    recaptchaEnable: false,
    lemniskEnable: false,
    chatEnabled: false,
    comebackJourney: true,
    iskycInitialEdit: false,
    rakValuePlusReadMoreUrl: 'https://example.org/plus',
    rakValueMaxReadMoreUrl: 'https://example.org/max',
    rakValuePlusIslamicReadMoreUrl: 'https://example.org/plus-islamic',
    rakValueMaxIslamicReadMoreUrl: 'https://example.org/max-islamic',
    ...overrides,
  };
}
