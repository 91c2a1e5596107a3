import { Box, Button, Heading, List, Text } from '@chakra-ui/react';
import type { Finding } from '../../../core/api/releases';
import type { CheckState } from './use-release-check';

type T = (key: string, vars?: Record<string, unknown>) => string;

/** What the check found, each with a way to its file; or that it found nothing; and the changed files. */
export function FindingsPanel({ check, invalid, t, onOpen }: { check: CheckState; invalid: Record<string, string>; t: T; onOpen(file: string): void }) {
  const local: Finding[] = Object.entries(invalid).map(([file, reason]) => ({ file, at: '', message: t('desk.invalidJson', { reason }) }));
  const findings = [...local, ...(check.state === 'done' ? check.result.findings : [])];
  const status =
    findings.length > 0
      ? t('desk.findingsCount', { count: findings.length })
      : check.state === 'checking'
        ? t('desk.checking')
        : check.state === 'failed'
          ? t('desk.checkFailed')
          : t('desk.noFindings');
  return (
    <Box as="section" aria-labelledby="studio-findings">
      <Heading as="h2" size="md" id="studio-findings" mb="2">
        {t('desk.findingsTitle')}
      </Heading>
      <Text role="status" data-testid="check-status" mb="2">
        {status}
      </Text>
      {findings.length > 0 && (
        // a file's path or a place in it is one long word: it breaks anywhere rather than push the page sideways on a phone
        <List.Root ps="5" gap="2" data-testid="findings" overflowWrap="anywhere">
          {findings.map((finding, index) => (
            <List.Item key={`${finding.file}|${finding.at}|${index}`}>
              <Text as="span">
                {finding.at ? t('desk.finding', { file: finding.file, at: finding.at, message: finding.message }) : t('desk.findingFile', finding)}
              </Text>{' '}
              {finding.file && (
                <Button
                  variant="plain"
                  size="xs"
                  textDecoration="underline"
                  whiteSpace="normal"
                  h="auto"
                  textAlign="start"
                  onClick={() => onOpen(finding.file)}
                >
                  {t('desk.openFile', { file: finding.file })}
                </Button>
              )}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
