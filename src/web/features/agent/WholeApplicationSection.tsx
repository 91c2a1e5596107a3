import { useState } from 'react';
import { Button, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { getWholeApplication } from '../../api/agent';
import { useServerRead } from '../../api/use-server-read';
import { agentSessionAtom } from '../../app/state/agent';
import type { WholeApplication } from '../../../core/api/agents';

type Section = WholeApplication['sections'][number];

/** One wizard's answers (one person's, for a person wizard): a heading per step, each answer under its label. */
function AnswersOf({ section, index }: { section: Section; index: number }) {
  const { t } = useTranslation('agent');
  const id = `whole-${index}`;
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h3" size="md" id={id}>
        {section.person ? `${section.title}: ${section.person}` : section.title}
      </Heading>
      {section.steps.map((step) => (
        <Stack key={step.id} gap="2">
          <Heading as="h4" size="sm">
            {step.title}
          </Heading>
          {/* label beside the answer on a desktop, above it on a phone */}
          <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="md" gap="2">
            {step.rows.map((row) => (
              <DataList.Item key={row.path} data-path={row.path}>
                <DataList.ItemLabel minW={{ md: '16rem' }} maxW={{ md: '22rem' }}>
                  {row.label}
                </DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere" color={row.value === null ? 'fg.muted' : undefined}>
                  {row.value ?? t('wholeApplication.notAnswered')}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The whole application, read-only (rule WHOLE-APP): every answer of every wizard under its label,
 * laid out by the server from the schemas of the application's own release. It opens on request, so
 * the overview stays short and the read (an entry of the trail) happens when the officer asks.
 */
export function WholeApplicationSection({ prospectId }: { prospectId: string }) {
  const { t } = useTranslation('agent');
  const agent = useAtomValue(agentSessionAtom);
  const [open, setOpen] = useState(false);
  const answers = useServerRead(open && agent ? ['answers', agent.agentId, prospectId] : null, () => getWholeApplication(agent!, prospectId));
  return (
    <Stack as="section" aria-labelledby="overview-whole" gap="4">
      <Heading as="h2" size="lg" id="overview-whole">
        {t('wholeApplication.title')}
      </Heading>
      <Text color="fg.muted">{t('wholeApplication.caption')}</Text>
      <Button variant="outline" alignSelf="start" aria-expanded={open} aria-controls="whole-answers" onClick={() => setOpen((now) => !now)}>
        {open ? t('wholeApplication.hide') : t('wholeApplication.show')}
      </Button>
      <Stack id="whole-answers" gap="6" hidden={!open} data-testid="whole-application">
        {open && answers.isLoading && <Text>{t('wholeApplication.loading')}</Text>}
        {open && answers.data?.sections.map((section, index) => <AnswersOf key={`${section.wizardId}-${index}`} section={section} index={index} />)}
      </Stack>
    </Stack>
  );
}
