import type { ComponentType } from 'react';
import { notFoundEntry, routeEntryFor, routeTable, type Guard, type RouteEntry } from '../../core/routes/route-table';
import { pageComponent, type PageComponent } from './route-page';

// The route registry (src/core/routes/route-table.ts) with each page a lazily
// loaded component, so the landing page carries only its own code.

export { AGENT_BASE, BASE } from '../../core/routes/route-table';
export type { Guard } from '../../core/routes/route-table';

/** What a guard can ask of the session (RouteView gathers them from the atoms). */
export type GuardFact = 'agentSession' | 'agentTokenLive' | 'customerSession' | 'otpVerified' | 'prospect' | 'comeBackRecipient' | 'comeBackSession';

/** A guard as data: all of `allOf` and one of `anyOf` must hold, else the route `otherwise` (`otherwiseForAgents` when an agent is logged in). */
export interface GuardRule {
  allOf?: GuardFact[];
  anyOf?: GuardFact[];
  otherwise: string;
  otherwiseForAgents?: string;
}

/** The route guards (a)–(e); (d) and the studio are checked by RouteView itself. */
export const guardRules: Partial<Record<Guard, GuardRule>> = {
  agent: { allOf: ['agentSession', 'agentTokenLive'], otherwise: 'login' },
  applicant: { anyOf: ['customerSession', 'otpVerified', 'prospect'], otherwise: 'comeBackLogin', otherwiseForAgents: 'login' },
  comeBack: { anyOf: ['comeBackRecipient'], otherwise: 'comeBackLogin' },
  applications: { anyOf: ['comeBackSession', 'customerSession', 'otpVerified'], otherwise: 'comeBackLogin' },
};

/** The route key a guard sends the user to, or null when the page may show. */
export function guardTarget(guard: Guard | undefined, facts: Partial<Record<GuardFact, boolean>>): string | null {
  const rule = guard ? guardRules[guard] : undefined;
  if (!rule) return null;
  const allHold = (rule.allOf ?? []).every((fact) => facts[fact] === true);
  const oneHolds = !rule.anyOf || rule.anyOf.some((fact) => facts[fact] === true);
  if (allHold && oneHolds) return null;
  return facts.agentSession && rule.otherwiseForAgents ? rule.otherwiseForAgents : rule.otherwise;
}

export interface RouteDef extends Omit<RouteEntry, 'page'> {
  page: PageComponent;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page declares its own props; the router passes a route's params
const pageModules = import.meta.glob<{ default: ComponentType<any> }>('../features/*/*Page.tsx');
const pages = new Map<string, PageComponent>();

/** One component per page module (two routes may show the same page). */
function lazyPage(page: string): PageComponent {
  let component = pages.get(page);
  if (!component) {
    const load = pageModules[`../features/${page}.tsx`];
    if (!load) throw new Error(`No page module src/web/features/${page}.tsx`);
    component = pageComponent(load);
    pages.set(page, component);
  }
  return component;
}

/**
 * Loads the page module of the route `pathname` opens (the server has already named its scripts
 * with modulepreload), so the first render shows the page itself, not its loading fallback.
 */
export function preloadPageOf(pathname: string): Promise<void> {
  return lazyPage(routeEntryFor(pathname).page).preload();
}

const withPage = (entry: RouteEntry): RouteDef => ({ ...entry, page: lazyPage(entry.page) });

// Order matters: the first matching entry wins (the named current-account page before the {accountType} pattern).
export const routes: RouteDef[] = routeTable.map(withPage);

/** Shown for every path no route matches. */
export const notFoundRoute: RouteDef = withPage(notFoundEntry);

export function routeByKey(key: string): RouteDef {
  const route = routes.find((r) => r.key === key);
  if (!route) throw new Error(`No route named ${key}`);
  return route;
}

/** The path of a named route with its :params filled in. */
export function pathOf(key: string, params: Record<string, string> = {}): string {
  return routeByKey(key).path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Append a search string (without its "?") to a path. */
export function withSearch(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}
