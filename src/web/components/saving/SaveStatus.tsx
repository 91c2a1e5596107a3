import { Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation, type TFunction } from '../../app/i18n';
import { notSavedAtom, saveStatusAtom, type SaveStatus as Status } from '../../app/state/save';
import type { FieldError } from '../../../core/schema/registry';

/** The sentence for how saving stands; undefined before anything was saved or asked to be. */
export function saveStatusText(t: TFunction, status: Status, notSaved: readonly FieldError[], lang: string): string | undefined {
  if (notSaved.length > 0) {
    const labels = [...new Set(notSaved.map((error) => (typeof error.params.field === 'string' && error.params.field ? error.params.field : error.message)))];
    return t('saving.notSaved', { field: new Intl.ListFormat(lang, { type: 'conjunction' }).format(labels) });
  }
  switch (status.kind) {
    case 'saving':
      return t('saving.saving');
    case 'saved':
      return t('saving.saved', { time: new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(status.at) });
    case 'offline':
      return t('saving.offline');
    case 'held':
      return t('saving.held');
    case 'failed':
      return t('saving.failed');
    default:
      return undefined;
  }
}

/**
 * One line on every page of the application that says whether what the person typed is on the
 * server (rule SAVE-STATUS): saving, saved at a time, offline and retried, waiting for an officer,
 * or not saved because a field needs fixing. A polite live region, so a screen reader hears a change
 * when it is idle, never in the middle of typing.
 */
export function SaveStatus() {
  const { t, i18n } = useTranslation('common');
  const status = useAtomValue(saveStatusAtom);
  const notSaved = useAtomValue(notSavedAtom);
  const text = saveStatusText(t, status, notSaved, i18n.language);
  const warn = notSaved.length > 0 || status.kind === 'offline' || status.kind === 'failed';
  return (
    <Text
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-kind={notSaved.length ? 'notSaved' : status.kind}
      fontSize="sm"
      minH="1.5em"
      color={warn ? 'red.700' : 'ink.700'}
    >
      {text}
    </Text>
  );
}
