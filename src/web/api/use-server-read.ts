import useSWR, { type SWRResponse } from 'swr';
import { useApiErrorHandler } from './client-errors-handler';

export interface ServerReadOptions<T> {
  /** hears of every successful read */
  onLoaded?: (data: T) => void;
  /** false: a failure is only the page's to show (default: also the app's error handling) */
  reportErrors?: boolean;
}

/**
 * What a page reads from the server, through SWR: read on every visit of the page (whatever the
 * app's defaults), not again on focus, a failure handed to the app's error handling once (the page
 * offers Try again: `mutate()`). `key` null: nothing to read yet.
 */
export function useServerRead<T>(key: readonly unknown[] | null, read: () => Promise<T>, options: ServerReadOptions<T> = {}): SWRResponse<T> {
  const handleError = useApiErrorHandler();
  const { onLoaded, reportErrors = true } = options;
  return useSWR(key, read, {
    onError: (error: unknown) => {
      if (reportErrors) handleError(error);
    },
    // only when given: SWR calls its option as it is, and an undefined one would throw
    ...(onLoaded ? { onSuccess: onLoaded } : {}),
    revalidateOnMount: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
