import { useCallback, useMemo, useState } from 'react';
import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { getFiles } from '../../api/agent';
import { downloadDocument, saveBlob } from '../../api/documents';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { useServerRead } from '../../api/use-server-read';
import { agentSessionAtom } from '../../app/state/agent';
import { documentRules } from '../../app/rules';
import { DocumentViewer, type ViewedFile } from './document-viewer/DocumentViewer';
import type { StoredDocument } from './overview-parts';

/**
 * The application's documents on the overview: each stored file with View (the viewer, inside the
 * page) and Download (the file under its own name); both are officers' reads kept in the trail.
 */
export function DocumentsSection({ prospectId, documents }: { prospectId: string; documents: StoredDocument[] }) {
  const { t } = useTranslation('agent');
  const agent = useAtomValue(agentSessionAtom);
  const handleError = useApiErrorHandler();
  const files = useServerRead(agent && documents.length ? ['files', agent.agentId, prospectId] : null, () => getFiles(agent!, prospectId));
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  const byKey = useMemo(() => new Map((files.data?.files ?? []).map((file) => [file.documentKey, file])), [files.data]);

  const load = useCallback(
    (file: { documentKey: string }) => {
      if (!agent) return Promise.reject(new Error('No officer session'));
      const working = { accessToken: agent.accessToken, prospectId, mobileNo: '', userId: agent.agentId };
      return downloadDocument(working, documentRules.upload.bankCode, file.documentKey);
    },
    [agent, prospectId],
  );
  const download = async (file: { documentKey: string; fileName: string }) => {
    try {
      saveBlob(await load(file), file.fileName);
    } catch (error) {
      handleError(error);
    }
  };
  const uploader = (file: ViewedFile) => t(`trail.actors.${file.actorKind}`, { id: file.actorId, defaultValue: file.actorKind });

  if (documents.length === 0) return <Text>{t('overview.noDocuments')}</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('overview.documentName')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('overview.documentFile')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              <Text srOnly>{t('overview.download')}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {documents.map((doc) => {
            const file = byKey.get(doc.documentKey);
            // the files' answer names the document in the officer's language; the record, in the customer's
            const title = file?.title ?? doc.title;
            return (
              <Table.Row key={doc.documentKey}>
                <Table.Cell>{title}</Table.Cell>
                {/* the name the customer gave the file, as given (a plain span: Chakra reads `translate` as CSS) */}
                <Table.Cell overflowWrap="anywhere">
                  <span translate="no" dir="auto">
                    {doc.fileName}
                  </span>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    {file && (
                      <Button size="xs" variant="outline" onClick={() => setViewed(file)} aria-label={t('viewer.viewLabel', { name: title })}>
                        {t('viewer.view')}
                      </Button>
                    )}
                    <Button size="xs" variant="outline" onClick={() => void download(doc)} aria-label={t('overview.downloadLabel', { name: title })}>
                      {t('overview.download')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <DocumentViewer file={viewed} uploader={uploader} load={load} onDownload={(file) => void download(file)} onClose={() => setViewed(null)} />
    </Box>
  );
}
