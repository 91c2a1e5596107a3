import { ErrorBoundary } from './ErrorBoundary';
import { Layout } from './layout/Layout';
import { RouteView } from './RouteView';
import { useCurrentRoute } from './useCurrentRoute';
// journey: session host (save queue, auto-save, session dialog) and the screens that replace the form
import { ErrorScreenGate } from '../features/errors/ErrorScreen';
import { ScreeningScreenGate } from '../features/screening/ScreeningScreen';
import { SessionHost } from '../features/session/SessionHost';

/** The application: one layout around the page of the current route. */
export function App() {
  const { route, params, path } = useCurrentRoute();
  const slug = route.bankingSwitcher ? ((route.props?.slug as string | undefined) ?? params.accountType) : undefined;
  return (
    <Layout currentPath={path} flow={route.flow} switcherSlug={slug}>
      <SessionHost routeKey={route.key} path={path} />
      <ErrorBoundary resetKey={path}>
        <ErrorScreenGate>
          <ScreeningScreenGate>
            <RouteView key={route.key} route={route} params={params} />
          </ScreeningScreenGate>
        </ErrorScreenGate>
      </ErrorBoundary>
    </Layout>
  );
}
