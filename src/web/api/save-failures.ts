import { ApiError } from './http';

/** The code a customer's save gets while an officer holds the application. */
export const RO_EDITING_CODE = '12013';

/**
 * A save the network did not carry: fetch itself failed (offline, a dropped connection) or a proxy
 * or the server said it cannot answer now (502, 503, 504). Such a save is kept and tried again.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'NetworkError');
}

/** The save waits because an officer holds the application (12013). */
export const isHeld = (error: unknown): boolean => error instanceof ApiError && error.status === 423 && error.errorCode === RO_EDITING_CODE;

/** The wait before the next try: `first`, then twice the last one, at most `max`. */
export const nextDelay = (last: number | undefined, first: number, max: number): number => Math.min(max, last === undefined ? first : last * 2);
