import { matchRoute, useLocation, useRouter } from 'wouter';
import { notFoundRoute, routes, type RouteDef } from './routes';

export interface CurrentRoute {
  route: RouteDef;
  params: Record<string, string | undefined>;
  path: string;
}

/** The registry entry the current path matches (first wins), or the not-found entry. */
export function useCurrentRoute(): CurrentRoute {
  const [path] = useLocation();
  const { parser } = useRouter();
  for (const route of routes) {
    const [matched, params] = matchRoute(parser, route.path, path);
    if (matched) return { route, params: (params ?? {}) as Record<string, string | undefined>, path };
  }
  return { route: notFoundRoute, params: {}, path };
}
