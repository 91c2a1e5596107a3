import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../app/i18n';
import type { LoadState } from '../api/prospect-loader';
import { Loading } from './Loading';
import { PageTitle } from './PageTitle';
import { ReopenedNotice } from './ReopenedNotice';
import { ConflictNotice } from './saving/ConflictNotice';
import { SaveStatus } from './saving/SaveStatus';

interface Props<T> {
  /** the page's title, when the page shows one */
  title?: ReactNode;
  /** the namespace of the page's words: `<ns>:loading`, `<ns>:loadFailed`, `<ns>:retry` */
  words: string;
  /** how the application's load stands (useEnsureProspect) */
  state: LoadState;
  /** the space between the title and the page's parts (default 4) */
  gap?: string;
  /** what the page shows once it has arrived (the application's record) */
  value: T | null | undefined;
  onRetry(): void;
  children: (value: T) => ReactNode;
}

/**
 * The frame every page of the application shares: its title, then what the load of the
 * application says (a loading status, a failed read with Try again) or the page itself.
 */
export function ApplicationFrame<T>({ title, words, state, gap = '4', value, onRetry, children }: Props<T>) {
  const { t } = useTranslation(words);
  return (
    <Stack gap={gap}>
      {title && <PageTitle>{title}</PageTitle>}
      {state === 'failed' ? (
        <Stack gap="3" align="start">
          <Text role="alert">{t(`${words}:loadFailed`)}</Text>
          <Button onClick={onRetry}>{t(`${words}:retry`)}</Button>
        </Stack>
      ) : state === 'loading' || value === null || value === undefined ? (
        <Loading text={t(`${words}:loading`)} py="12" />
      ) : (
        <>
          <SaveStatus />
          <ReopenedNotice />
          <ConflictNotice />
          {children(value)}
        </>
      )}
    </Stack>
  );
}
