import { useCallback, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Loading } from '../../components/Loading';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { Redirect } from 'wouter';
import { documentsSection, hasValidRoCode, isUploadComplete, missingDocuments } from '../../../core/documents';
import { markCompleted } from '../../../core/wizard/completed-steps';
import type { DocumentsListing } from '../../../core/api/documents';
import { useEnsureProspect } from '../../api/prospect-loader';
import { useMoveOn } from '../../app/move-on';
import { pathOf } from '../../app/routes';
import { completedStepsAtom, prospectAtom } from '../../app/state/application';
import { nextPageAfter, saveNextView } from '../../app/state/next-view';
import { enqueueSaveAtom } from '../../app/state/save';
import { screeningScreenAtom } from '../../app/state/screening';
import { customerSessionAtom } from '../../app/state/session';
import { PageTitle } from '../../components/PageTitle';
import { DocumentGroupsView } from './DocumentGroupsView';
import MaxUploadsPage from './MaxUploadsPage';
import { documentRulesOfApp as rules } from './rules';
import { SaveStatus } from '../../components/saving/SaveStatus';
import { useDocumentUploads } from './useDocumentUploads';

type Json = Record<string, unknown>;
/** This page's route: Continue goes to the page after it in journey.json pageOrder. */
const ROUTE = 'uploadDocuments';
/** The flow of the upload step in the completed steps (freeField5): a page of one step, named as its flow. */
export const UPLOAD_FLOW = ROUTE;

/** Upload Documents. */
export default function UploadDocumentsPage() {
  const { t } = useTranslation(['documents', 'pages']);
  const store = useStore();
  const { state, retry: retryProspect } = useEnsureProspect();
  const session = useAtomValue(customerSessionAtom);
  const record = useAtomValue(prospectAtom);
  const moveOn = useMoveOn(ROUTE);
  const [continuing, setContinuing] = useState(false);

  // Each stored file goes into its slot of the record and is saved through the queue.
  const onUploaded = useCallback(
    (listing: DocumentsListing) => {
      const current = store.get(prospectAtom);
      if (!current) return;
      store.set(prospectAtom, { ...current, documents: documentsSection(listing) });
      store
        .get(enqueueSaveAtom)
        ?.enqueue({ saveType: 'auto', actionType: 'save' })
        .catch(() => {});
    },
    [store],
  );
  const { data, slots, upload, download, limitReached, retry } = useDocumentUploads(session, onUploaded);

  if (state === 'noSession' && !record) return <Redirect to={pathOf('comeBackLogin')} replace />;
  if (limitReached) return <MaxUploadsPage />;

  const listing = data.state === 'ready' ? data.listing : null;
  const complete = !!listing && !!record && isUploadComplete(listing, record, rules);
  const productName = String(((record?.applicationInfo ?? {}) as Json).accountType ?? '');

  const onContinue = async () => {
    const current = store.get(prospectAtom);
    if (!current || !listing) return;
    setContinuing(true);
    const before = store.get(completedStepsAtom);
    store.set(completedStepsAtom, markCompleted(before, UPLOAD_FLOW, UPLOAD_FLOW));
    try {
      await saveNextView(store, nextPageAfter(ROUTE), { documents: documentsSection(listing) });
      if (!store.get(screeningScreenAtom)) moveOn(productName);
    } catch {
      store.set(completedStepsAtom, before);
    } finally {
      setContinuing(false);
    }
  };

  const failed = state === 'failed' || data.state === 'failed';
  return (
    <Stack gap="5">
      <PageTitle>{t('pages:uploadDocuments.title')}</PageTitle>
      {failed ? (
        <Stack gap="3" align="start">
          <Text role="alert">{t('documents:loadFailed')}</Text>
          <Button
            onClick={() => {
              retryProspect();
              retry();
            }}
          >
            {t('documents:retry')}
          </Button>
        </Stack>
      ) : !listing || !record ? (
        <Loading text={t('documents:loading')} py="12" />
      ) : (
        <>
          <SaveStatus />
          <Text>{t('documents:intro')}</Text>
          <DocumentGroupsView groups={listing} slots={slots} onFile={upload} onDownload={download} />
          <Stack gap="2" align="start">
            <Text fontSize="sm" id="documents-continue-hint">
              {!complete
                ? t('documents:incompleteHint')
                : hasValidRoCode(record) && missingDocuments(listing, rules).length > 0
                  ? t('documents:completeByCode')
                  : ''}
            </Text>
            <Button
              colorPalette="brand"
              disabled={!complete || continuing}
              loading={continuing}
              onClick={onContinue}
              aria-describedby="documents-continue-hint"
            >
              {t('documents:continue')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
