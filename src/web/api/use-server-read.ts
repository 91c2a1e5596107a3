import useSWR, { type SWRResponse } from 'swr';
import { useApiErrorHandler } from './client-errors-handler';

/**
 * What a page reads from the server, through SWR: read on every visit of the page (whatever the
 * app's defaults), not again on focus, a failure handed to the app's error handling once (the page
 * offers Try again: `mutate()`). `key` null: nothing to read yet.
 */
export function useServerRead<T>(key: readonly unknown[] | null, read: () => Promise<T>, onLoaded?: (data: T) => void): SWRResponse<T> {
  const handleError = useApiErrorHandler();
  return useSWR(key, read, {
    onError: (error: unknown) => handleError(error),
    onSuccess: onLoaded,
    revalidateOnMount: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
