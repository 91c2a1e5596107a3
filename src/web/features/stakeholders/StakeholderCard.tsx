import { Box, Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import { displayName, type Person } from '../../../core/stakeholders';
import type { CompletedStep } from '../../../core/wizard/types';
import { WizardRunner } from '../../forms/WizardRunner';
import { RoleBadges } from './RoleBadges';

export interface StakeholderCardProps {
  person: Person;
  /** the person with what the others hold (the wizard's value) */
  wizardValue: Person;
  done: boolean;
  editing: boolean;
  busy: boolean;
  completedSteps: readonly CompletedStep[];
  productName: string;
  onEdit: () => void;
  onClose: () => void;
  onDelete: () => void;
  onReset: () => void;
  onChange: (value: unknown, base?: unknown) => void;
  onSave: (stepId: string, value: unknown) => Promise<void>;
  onCompletedStepsChange: (steps: CompletedStep[]) => void;
}

/** The id of a card's heading (the page focuses it). */
export const stakeholderHeadingId = (signatoryId: string) => `stakeholder-${signatoryId}-name`;

/** One stakeholder: name, role badges, Edit / Delete / Reset, and while edited their own step wizard. */
export function StakeholderCard(props: StakeholderCardProps) {
  const { t } = useTranslation('stakeholders');
  const { person, wizardValue, done, editing, busy } = props;
  const id = String(person.signatoryId ?? '');
  const name = displayName(person) || t('unnamed');
  const headingId = stakeholderHeadingId(id);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" p={{ base: 3, md: 5 }} data-signatory={id} aria-labelledby={headingId}>
      <Stack gap="3">
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
          <Stack gap="2">
            {/* focusable by script: the page moves focus here when this card opens or closes */}
            <Heading as="h2" size="lg" id={headingId} tabIndex={-1}>
              {name}
            </Heading>
            <RoleBadges person={person} done={done} />
          </Stack>
          <HStack gap="2" flexWrap="wrap">
            {editing ? (
              <Button variant="outline" size="sm" onClick={props.onClose} aria-label={t('actions.closeLabel', { name })} disabled={busy}>
                {t('actions.close')}
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={props.onEdit} aria-label={t('actions.editLabel', { name })} disabled={busy}>
                {t('actions.edit')}
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={props.onReset} aria-label={t('actions.resetLabel', { name })} disabled={busy}>
              {t('actions.reset')}
            </Button>
            <Button variant="outline" colorPalette="red" size="sm" onClick={props.onDelete} aria-label={t('actions.deleteLabel', { name })} disabled={busy}>
              {t('actions.delete')}
            </Button>
          </HStack>
        </HStack>
        {editing && (
          <WizardRunner
            key={id}
            wizardId="stakeholder"
            value={wizardValue}
            onChange={props.onChange}
            onSave={props.onSave}
            completedSteps={props.completedSteps}
            onCompletedStepsChange={props.onCompletedStepsChange}
            productName={props.productName}
          />
        )}
      </Stack>
    </Box>
  );
}
