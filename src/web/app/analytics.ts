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

/** Push one analytics event: `{event, productName}` where the product name is the account type. */
export function pushEvent(event: string, productName = ''): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event, productName });
}

/** The event named for a route key in schemas/rules/analytics.json, if any. */
export function routeEvent(routeKey: string): string | undefined {
  return analyticsRules.routeEvents[routeKey];
}

/** An officer's action (schemas/rules/analytics.json `agentEvents`), with the application's account type where there is one. */
export function pushAgentEvent(action: keyof typeof analyticsRules.agentEvents, productName = ''): void {
  pushEvent(analyticsRules.agentEvents[action], productName);
}

let opened = false;

/**
 * The event of the first route a page load shows, for the routes opened directly as well
 * (`directOpenRoutes`): navigating within the app pushes it already (useNavigateWithEvent).
 */
export function pushDirectOpenEvent(routeKey: string, productName = ''): void {
  if (opened) return;
  opened = true;
  const event = routeEvent(routeKey);
  if (event && analyticsRules.directOpenRoutes.includes(routeKey)) pushEvent(event, productName);
}

/** Navigate after sending the target route's event: `go(routeKey, path, {replace})`. */
export function useNavigateWithEvent() {
  const [, navigate] = useLocation();
  const choice = useAtomValue(accountChoiceAtom);
  return useCallback(
    (routeKey: string, path: string, options?: { replace?: boolean; productName?: string }) => {
      // a page reached by navigation is not the first route of the page load any more
      pushDirectOpenEvent('');
      const event = routeEvent(routeKey);
      if (event) pushEvent(event, options?.productName ?? choice?.accountType ?? '');
      navigate(path, { replace: options?.replace });
    },
    [navigate, choice],
  );
}
