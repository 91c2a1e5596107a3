import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import { COMPANY_GROUPS, STAKEHOLDER_GROUPS, type DocumentGroups, type DocumentItem } from '../../../core/documents';
import { DocumentSlot } from './DocumentSlot';
import type { SlotStates } from './slot-state';

interface Props {
  groups: DocumentGroups;
  slots: SlotStates;
  onFile(item: DocumentItem, file: File): void;
  onDownload(item: DocumentItem): void;
  /** shows only the slots this accepts (re-upload shows what the bank asked for) */
  show?: (item: DocumentItem) => boolean;
  enabled?: boolean;
}

function Section({ title, items, level, ...rest }: { title: string; items: DocumentItem[]; level: 'h2' | 'h3' } & Omit<Props, 'groups' | 'show'>) {
  if (items.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as={level} size={level === 'h2' ? 'md' : 'sm'}>
        {title}
      </Heading>
      <Stack as="ul" gap="3" ps="0" m="0">
        {items.map((item) => (
          <DocumentSlot
            key={item.documentKey}
            item={item}
            state={rest.slots[item.documentKey] ?? {}}
            onFile={rest.onFile}
            onDownload={rest.onDownload}
            enabled={rest.enabled}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** The groups in order: company groups, then each stakeholder's groups. */
export function DocumentGroupsView({ groups, show = () => true, ...rest }: Props) {
  const { t } = useTranslation('documents');
  return (
    <Stack gap="6">
      {COMPANY_GROUPS.map((name) => (
        <Section key={name} title={t(`groups.${name}`)} items={groups[name].documents.filter(show)} level="h2" {...rest} />
      ))}
      {groups.stakeholdersDocuments.map((person, index) => {
        const items = STAKEHOLDER_GROUPS.flatMap((name) => person[name].documents.filter(show));
        if (items.length === 0) return null;
        return (
          <Stack key={person.signatoryId} as="section" gap="4" aria-label={t('groups.stakeholder', { name: person.name })}>
            <Heading as="h2" size="md">
              {person.name ? t('groups.stakeholder', { name: person.name }) : t('groups.stakeholderUnnamed', { index: index + 1 })}
            </Heading>
            {STAKEHOLDER_GROUPS.map((name) => (
              <Section key={name} title={t(`groups.${name}`)} items={person[name].documents.filter(show)} level="h3" {...rest} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
