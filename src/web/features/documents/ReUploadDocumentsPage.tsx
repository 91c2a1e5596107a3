import { Button, Stack, Text } from '@chakra-ui/react';
import { Loading } from '../../components/Loading';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { Redirect } from 'wouter';
import { listDocuments, uploadableAfterSubmission, type DocumentItem } from '../../../core/documents';
import { pathOf } from '../../app/routes';
import { customerSessionAtom } from '../../app/state/session';
import { PageTitle } from '../../components/PageTitle';
import { BankMessages } from './BankMessages';
import { DocumentGroupsView } from './DocumentGroupsView';
import MaxUploadsPage from './MaxUploadsPage';
import { documentRulesOfApp as rules } from './rules';
import { useDocumentUploads } from './useDocumentUploads';

/**
 * 'Upload your documents' after submission (/business/ReUploadDocuments): what the bank told the
 * customer (its notes and statuses), the bank's latest note, and only
 * the documents the bank asked for (required ones still missing only when it asked for none). The
 * record itself is locked, so nothing is saved beyond the uploads.
 */
export default function ReUploadDocumentsPage() {
  const { t } = useTranslation(['documents', 'pages']);
  const session = useAtomValue(customerSessionAtom);
  const { data, slots, upload, download, limitReached, retry } = useDocumentUploads(session);

  if (!session) return <Redirect to={pathOf('comeBackLogin')} replace />;
  if (limitReached) return <MaxUploadsPage />;

  // Asked documents stay on the page once uploaded, so the applicant sees what they sent.
  const listing = data.state === 'ready' ? data.listing : null;
  const askedAny = listing ? listDocuments(listing).some((d) => d.item.asked === true) : false;
  const offered = (item: DocumentItem) => (askedAny ? item.asked === true : uploadableAfterSubmission(item, rules));
  const asked = listing ? listDocuments(listing).filter((d) => offered(d.item)) : [];
  return (
    <Stack gap="5">
      <PageTitle>{t('pages:reUploadDocuments.title')}</PageTitle>
      <BankMessages session={session} />
      {data.state === 'failed' ? (
        <Stack gap="3" align="start">
          <Text role="alert">{t('documents:loadFailed')}</Text>
          <Button onClick={retry}>{t('documents:retry')}</Button>
        </Stack>
      ) : !listing ? (
        <Loading text={t('documents:loading')} py="12" />
      ) : asked.length === 0 ? (
        <Text>{t('documents:reUploadNothing')}</Text>
      ) : (
        <>
          <Text>{t('documents:reUploadIntro')}</Text>
          {listing.bankNote && (
            <Text bg="panel" borderLeftWidth="4px" borderColor="brand.600" px="4" py="3" data-testid="bank-note">
              {t('documents:bankNote', { note: listing.bankNote })}
            </Text>
          )}
          <DocumentGroupsView groups={listing} slots={slots} onFile={upload} onDownload={download} show={offered} />
        </>
      )}
    </Stack>
  );
}
