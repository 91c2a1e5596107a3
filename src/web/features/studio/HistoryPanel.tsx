import { useState } from 'react';
import { Box, Button, Heading, List, Text } from '@chakra-ui/react';
import type { ReleaseHistory } from '../../../core/api/releases';
import { displayDateTime } from '../../app/account-name';

type T = (key: string, vars?: Record<string, unknown>) => string;

/** Every publication, newest first; any earlier release is published again in one action. */
export function HistoryPanel({
  history,
  t,
  onRestore,
  onOpen,
}: {
  history: ReleaseHistory | undefined;
  t: T;
  onRestore(releaseId: string): Promise<void>;
  /** the release's files into the editor, to see them and what differs from the published ones */
  onOpen(releaseId: string): Promise<void>;
}) {
  const [restoring, setRestoring] = useState<string | null>(null);
  return (
    <Box as="section" aria-labelledby="studio-history">
      <Heading as="h2" size="md" id="studio-history" mb="2">
        {t('desk.historyTitle')}
      </Heading>
      <List.Root gap="2" data-testid="history">
        {(history?.publications ?? []).map((line) => (
          <List.Item key={line.seq} display="flex" flexWrap="wrap" gap="2" alignItems="center">
            <Text as="span">
              {t('desk.historyLine', { publishedAt: displayDateTime(line.publishedAt), releaseId: line.releaseId, author: line.author })}
              {line.note ? ` — ${line.note}` : ''}
            </Text>
            {!line.published && (
              <Button size="xs" variant="plain" textDecoration="underline" onClick={() => void onOpen(line.releaseId)}>
                {t('desk.viewRelease', { releaseId: line.releaseId })}
              </Button>
            )}
            {line.published ? (
              <Text as="span" fontWeight="semibold">
                {t('desk.current')}
              </Text>
            ) : (
              line.releaseId !== history?.publishedId && (
                <Button
                  size="xs"
                  variant="outline"
                  loading={restoring === line.releaseId}
                  onClick={() => {
                    setRestoring(line.releaseId);
                    void onRestore(line.releaseId).finally(() => setRestoring(null));
                  }}
                >
                  {t('desk.restore', { releaseId: line.releaseId })}
                </Button>
              )
            )}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
