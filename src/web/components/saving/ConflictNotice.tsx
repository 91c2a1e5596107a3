import { Alert, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { prospectAtom } from '../../app/state/application';
import { conflictsAtom } from '../../app/state/save';
import { useRegistry } from '../../forms/registry-context';
import { fieldLabel } from '../../../core/records/field-label';
import { withValueAt } from '../../../core/records/json-path';
import type { MergeConflict } from '../../../core/records/merge';

/** A value as a person reads it: text as it is, a list or a group by its parts, nothing as "(empty)". */
function shown(value: unknown, empty: string): string {
  if (value === undefined || value === null || value === '') return empty;
  if (typeof value === 'object')
    return (
      Object.values(value as object)
        .filter((part) => part !== null && typeof part !== 'object')
        .join(', ') || empty
    );
  return String(value);
}

function ConflictList({ conflicts }: { conflicts: readonly MergeConflict[] }) {
  const { t } = useTranslation('common');
  const registry = useRegistry();
  const store = useStore();
  const settle = (conflict: MergeConflict, keepMine: boolean) => {
    if (keepMine)
      store.set(prospectAtom, (record) => withValueAt(record, conflict.path, conflict.mine, conflict.mine !== undefined) as Record<string, unknown>);
    store.set(conflictsAtom, (now) => now.filter((other) => other !== conflict));
  };
  return (
    <List.Root gap="3" ps="0" listStyleType="none">
      {conflicts.map((conflict) => {
        const label = fieldLabel(registry, conflict.path) ?? String(conflict.path.at(-1) ?? '');
        return (
          <List.Item key={conflict.path.join('.')}>
            <Stack gap="1">
              <Text fontWeight="semibold">{label}</Text>
              <Text>{t('saving.conflict.yours', { value: shown(conflict.mine, t('saving.conflict.empty')) })}</Text>
              <Text>{t('saving.conflict.theirs', { value: shown(conflict.theirs, t('saving.conflict.empty')) })}</Text>
              <HStack gap="2" wrap="wrap">
                <Button size="sm" colorPalette="brand" onClick={() => settle(conflict, true)} aria-label={t('saving.conflict.keepYoursOf', { field: label })}>
                  {t('saving.conflict.keepYours')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => settle(conflict, false)} aria-label={t('saving.conflict.keepTheirsOf', { field: label })}>
                  {t('saving.conflict.keepTheirs')}
                </Button>
              </HStack>
            </Stack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

/**
 * Values this window and another both changed, each to something else (rule SAVE-MERGE): both are
 * shown and the person keeps one; the other window's stands until they choose. Every other change of
 * both windows was merged and saved without asking.
 */
export function ConflictNotice() {
  const conflicts = useAtomValue(conflictsAtom);
  const { t } = useTranslation('common');
  if (conflicts.length === 0) return null;
  return (
    <Alert.Root status="warning" variant="surface" alignItems="start" role="region" aria-label={t('saving.conflict.title')} data-testid="conflict-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="bold">{t('saving.conflict.title')}</Alert.Title>
        <Alert.Description mb="3">{t('saving.conflict.intro')}</Alert.Description>
        <ConflictList conflicts={conflicts} />
      </Alert.Content>
    </Alert.Root>
  );
}
