import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { accountChoiceAtom } from './state/application';
import { analyticsRules } from './rules';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Push one analytics event (spec 000 §7): `{event, productName}` where the product name is the account type. */
export function pushEvent(event: string, productName = ''): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event, productName });
}

/** The event named for a route key in schemas/rules/analytics.json, if any. */
export function routeEvent(routeKey: string): string | undefined {
  return analyticsRules.routeEvents[routeKey];
}

/** Navigate after sending the target route's event: `go(routeKey, path, {replace})`. */
export function useNavigateWithEvent() {
  const [, navigate] = useLocation();
  const choice = useAtomValue(accountChoiceAtom);
  return useCallback(
    (routeKey: string, path: string, options?: { replace?: boolean; productName?: string }) => {
      const event = routeEvent(routeKey);
      if (event) pushEvent(event, options?.productName ?? choice?.accountType ?? '');
      navigate(path, { replace: options?.replace });
    },
    [navigate, choice],
  );
}
