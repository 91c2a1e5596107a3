import { useState } from 'react';
import { Button, DataList, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { getTrail, getWholeApplication } from '../../api/agent';
import { displayDateTime } from '../../app/account-name';
import { useServerRead } from '../../api/use-server-read';
import { agentSessionAtom } from '../../app/state/agent';
import type { TrailPage, WholeApplication } from '../../../core/api/agents';

type Section = WholeApplication['sections'][number];

type Row = Section['steps'][number]['rows'][number];
type Entry = TrailPage['entries'][number];

/** An answer's history (its trail entries, newest first), read when the officer asks for it. */
function FieldHistory({ prospectId, row }: { prospectId: string; row: Row }) {
  const { t } = useTranslation('agent');
  const agent = useAtomValue(agentSessionAtom);
  const [open, setOpen] = useState(false);
  const history = useServerRead(open && agent ? ['fieldHistory', agent.agentId, prospectId, row.path] : null, () =>
    getTrail(agent!, prospectId, undefined, row.path),
  );
  const who = (entry: { actorKind: string; actorId: string }) => t(`trail.actors.${entry.actorKind}`, { id: entry.actorId, defaultValue: entry.actorKind });
  const shown = (value: unknown) =>
    value === null || value === undefined || value === '' ? t('trail.none') : Array.isArray(value) ? value.join(', ') : String(value);
  if (!row.changed) return null;
  return (
    <Stack gap="1" mt="1">
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t('wholeApplication.changed', { at: displayDateTime(row.changed.at), who: who(row.changed) })}
        </Text>
        <Button
          size="2xs"
          variant="ghost"
          aria-expanded={open}
          onClick={() => setOpen((now) => !now)}
          aria-label={t('wholeApplication.historyOf', { label: row.label })}
        >
          {open ? t('wholeApplication.hideHistory') : t('wholeApplication.history')}
        </Button>
      </HStack>
      {open && (
        <List.Root as="ol" fontSize="sm" ms="4" data-testid="field-history">
          {(history.data?.entries ?? []).map((entry: Entry) => (
            <List.Item key={entry.id}>
              {t('wholeApplication.historyLine', {
                at: displayDateTime(entry.at),
                who: who(entry),
                before: shown(entry.oldValue),
                after: shown(entry.newValue),
              })}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/** One wizard's answers (one person's, for a person wizard): a heading per step, each answer under its label. */
function AnswersOf({ section, index, prospectId }: { section: Section; index: number; prospectId: string }) {
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
                <DataList.ItemValue overflowWrap="anywhere" flexDirection="column" alignItems="start">
                  <Text color={row.value === null ? 'fg.muted' : undefined}>{row.value ?? t('wholeApplication.notAnswered')}</Text>
                  <FieldHistory prospectId={prospectId} row={row} />
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
        {open &&
          answers.data?.sections.map((section, index) => (
            <AnswersOf key={`${section.wizardId}-${index}`} section={section} index={index} prospectId={prospectId} />
          ))}
      </Stack>
    </Stack>
  );
}
