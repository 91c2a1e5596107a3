import { Button, Stack, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { searchProspects } from '../../api/agent';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { toExtraErrors } from '../../api/field-errors';
import { ApiError } from '../../api/http';
import { agentSessionAtom, searchStateAtom, type SearchInfo } from '../../app/state/agent';
import { fieldErrorsAtom } from '../../app/state/save';
import { PageTitle } from '../../components/PageTitle';
import { StepForm } from '../../forms/StepForm';
import { useRegistry } from '../../forms/registry-context';
import { recordTemplate } from '../../../core/schema/defaults';
import { pushAgentEvent } from '../../app/analytics';
import { SearchResults } from './SearchResults';

type Json = Record<string, unknown>;
const STEP = 'search/searchProspect';

/** /agent/SearchProspect: at least one criterion; results, an empty result and a failure shown plainly. */
export default function SearchProspectPage() {
  const { t } = useTranslation(['pages', 'agent']);
  const registry = useRegistry();
  const agent = useAtomValue(agentSessionAtom);
  const [search, setSearch] = useAtom(searchStateAtom);
  const fieldErrors = useAtomValue(fieldErrorsAtom);
  const handleError = useApiErrorHandler();
  const defaultCode = String(((recordTemplate(registry.bundle) as Json).applicantInfo as Json | undefined)?.countryCode ?? '');
  const value = { searchInfo: { countryCode: defaultCode, ...search.searchInfo } };

  const submit = async (next: Json) => {
    if (!agent) return;
    const info = (next.searchInfo ?? {}) as SearchInfo;
    setSearch((s) => ({ ...s, searchInfo: info, isSearchLoading: true, searchError: false, searchErrorDesc: null }));
    try {
      const results = await searchProspects(agent, info);
      pushAgentEvent('search');
      setSearch((s) => ({ ...s, searchResults: results, isSearchLoading: false }));
    } catch (error) {
      // a failed search yields an empty failure result
      const desc = error instanceof ApiError ? (error.body.errors[0]?.message ?? null) : null;
      setSearch((s) => ({ ...s, searchResults: [], isSearchLoading: false, searchError: true, searchErrorDesc: desc }));
      if (error instanceof ApiError && (error.status === 401 || error.errorType === 'FieldsValidation')) handleError(error, { page: 'search' });
    }
  };

  const extra = toExtraErrors(fieldErrors, 'searchInfo');
  return (
    <Stack gap="5">
      {/* the one h1, hidden on the search pages */}
      <PageTitle srOnly>{t('pages:searchProspect.title')}</PageTitle>
      <Text color="ink.700">{t('agent:search.intro')}</Text>
      <Stack maxW="40rem">
        <StepForm
          stepKey={STEP}
          value={value}
          onChange={(next) => setSearch((s) => ({ ...s, searchInfo: ((next as Json).searchInfo ?? {}) as SearchInfo }))}
          onSubmit={(next) => void submit(next as Json)}
          // a search the form refuses leaves no earlier results on screen under its errors
          onInvalid={() => setSearch((s) => ({ ...s, searchResults: null, searchError: false, searchErrorDesc: null }))}
          disabled={search.isSearchLoading}
          extraErrors={extra ? { searchInfo: extra } : undefined}
        >
          <Button type="submit" colorPalette="brand" mt="4" loading={search.isSearchLoading} loadingText={t('agent:search.searching')}>
            {t('agent:search.submit')}
          </Button>
        </StepForm>
      </Stack>
      <Stack gap="3" aria-live="polite">
        {search.searchError && (
          <Text role="alert" color="red.700" data-testid="search-failed">
            {t('agent:search.failed')}
            {search.searchErrorDesc ? ` ${search.searchErrorDesc}` : ''}
          </Text>
        )}
        {!search.searchError && search.searchResults?.length === 0 && (
          <Text role="status" data-testid="search-empty">
            {t('agent:search.empty')}
          </Text>
        )}
        {search.searchResults && search.searchResults.length > 0 && <SearchResults results={search.searchResults} />}
      </Stack>
    </Stack>
  );
}
