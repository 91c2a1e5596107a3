import { useId } from 'react';
import { Box, Heading, NativeSelect, Stack, chakra } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { getOfficers } from '../../api/agent';
import { useServerRead } from '../../api/use-server-read';
import { agentSessionAtom } from '../../app/state/agent';
import { TrailSection } from './TrailSection';

/**
 * For a supervisor, under the queue: what one officer did across the applications (rule TRAIL), the
 * officer chosen from the bank's list; the choice is part of the page's address (`officer`).
 */
export function OfficerActivity({ chosen, onChoose }: { chosen: string | null; onChoose: (agentId: string) => void }) {
  const { t } = useTranslation('agent');
  const agent = useAtomValue(agentSessionAtom);
  const id = useId();
  const officers = useServerRead(agent?.supervisor ? ['officers', agent.agentId] : null, () => getOfficers(agent!));
  const list = officers.data?.officers ?? [];
  const officer = list.find((o) => o.agentId === chosen);
  return (
    <Stack as="section" aria-labelledby={`${id}-title`} gap="4">
      <Heading as="h2" size="lg" id={`${id}-title`}>
        {t('activity.title')}
      </Heading>
      <Box maxW="24rem">
        <chakra.label htmlFor={`${id}-officer`} display="block" fontWeight="medium" mb="1">
          {t('activity.officer')}
        </chakra.label>
        <NativeSelect.Root>
          <NativeSelect.Field id={`${id}-officer`} value={chosen ?? ''} onChange={({ target }) => onChoose(target.value)}>
            <option value="">{t('activity.choose')}</option>
            {list.map((o) => (
              <option key={o.agentId} value={o.agentId}>
                {t('activity.choice', { name: o.name, roCode: o.roCode })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      {officer && <TrailSection key={officer.agentId} officerId={officer.agentId} officerName={officer.name} />}
    </Stack>
  );
}
