/**
 * What schemas/rules/journey.json may name: the route keys and paths of route-table.ts. The pages an
 * application moves through with Continue (`continues` in the table) must each be in `pageOrder`
 * with a page after it, and the navigation list of the `application` flow must show its pages in
 * that order, so moving a page in the file moves it everywhere, and renaming one the code names fails here.
 */
import type { JourneyRules } from '../rules/journey';
import { routeTable } from './route-table';
import type { FindingVars, Say } from '../schema/finding-words';

export interface JourneyProblem {
  at: string;
  message: string;
  key?: string;
  vars?: FindingVars;
}

const keys = new Set(routeTable.map((route) => route.key));
const keyOfPath = new Map(routeTable.map((route) => [route.path, route.key]));

export function journeyProblems(journey: JourneyRules, say: Say): JourneyProblem[] {
  const problems: JourneyProblem[] = [];
  const known = [...keys].sort().join(', ');
  for (const list of ['viewRoutes', 'autoSaveRoutes', 'pageOrder'] as const) {
    (journey[list] ?? []).forEach((key, i) => {
      if (!keys.has(key)) problems.push({ at: `${list}.${i}`, ...say('pageUnknown', { key, known }) });
    });
  }
  const order = journey.pageOrder ?? [];
  order.forEach((key, i) => {
    if (order.indexOf(key) !== i) problems.push({ at: `pageOrder.${i}`, ...say('pageTwice', { key }) });
  });
  for (const route of routeTable.filter((entry) => entry.continues)) {
    const at = order.indexOf(route.key);
    if (at < 0) problems.push({ at: 'pageOrder', ...say('pageContinuesUnordered', { key: route.key }) });
    else if (at === order.length - 1) problems.push({ at: `pageOrder.${at}`, ...say('pageContinuesLast', { key: route.key }) });
  }
  // the navigation list of the application shows its pages in the order Continue takes
  const shown = (journey.flows?.application?.steps ?? []).map((step) => keyOfPath.get(step.path)).filter((key): key is string => !!key && order.includes(key));
  const expected = order.filter((key) => shown.includes(key));
  if (shown.join() !== expected.join())
    problems.push({
      at: 'flows.application.steps',
      ...say('navigationOrder', { shown: shown.join(', '), expected: expected.join(', ') }),
    });
  return problems;
}
