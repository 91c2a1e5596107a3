import type { createStore } from 'jotai';
import { journeyFlows, pageOrder } from '../rules';
import { BASE, pathOf } from '../routes';
import { prospectAtom } from './application';
import { saveQueue } from './save';

type Json = Record<string, unknown>;
type Store = ReturnType<typeof createStore>;

/** The page Continue goes to from `routeKey` (journey.json pageOrder; the check makes sure each page but the last has one). */
export function nextPageAfter(routeKey: string): string {
  const next = pageOrder[pageOrder.indexOf(routeKey) + 1];
  if (pageOrder.indexOf(routeKey) < 0 || next === undefined) throw new Error(`journey.json pageOrder has no page after ${routeKey}`);
  return next;
}

/** The navigation list's title key of the page Continue goes to from `routeKey` (a button names where it leads), if it has one. */
export function nextPageTitleKey(routeKey: string): string | undefined {
  const path = pathOf(nextPageAfter(routeKey)).toLowerCase();
  return journeyFlows.application?.steps.find((step) => step.path.toLowerCase() === path)?.titleKey;
}

/** The record with `routeKey`'s view stored as the one the applicant is on (applicationInfo.viewId, "/FinalQuestions"). */
export function withViewOf(record: Json, routeKey: string): Json {
  const viewId = pathOf(routeKey).slice(BASE.length);
  return { ...record, applicationInfo: { ...((record.applicationInfo ?? {}) as Json), viewId } };
}

/**
 * The journey moves on: the next view is stored with a save (and `patch` with it) before it is
 * shown. The view id is set only once the save queue runs: the session host, which loads after
 * the first paint, stores the current view when it starts, and would otherwise overwrite it.
 */
export async function saveNextView(store: Store, routeKey: string, patch: Json = {}): Promise<void> {
  const queue = await saveQueue(store);
  const current = store.get(prospectAtom);
  if (!current) throw new Error('No application to save');
  store.set(prospectAtom, withViewOf({ ...current, ...patch }, routeKey));
  await queue.enqueue({ saveType: 'continue', actionType: 'save' });
}
