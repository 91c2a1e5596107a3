import { ErrorBoundary } from './ErrorBoundary';
import { Layout } from './layout/Layout';
import { RouteView } from './RouteView';
import { useLanguageInAddress } from './language';
import { useCurrentRoute } from './useCurrentRoute';
// journey: session host (save queue, auto-save, session dialog) and the screens that replace the form
import { ScreenGate } from './ScreenGate';
import { SessionGate } from './SessionGate';

/** The application: one layout around the page of the current route. */
export function App() {
  const { route, params, path } = useCurrentRoute();
  useLanguageInAddress();
  const slug = route.bankingSwitcher ? ((route.props?.slug as string | undefined) ?? params.accountType) : undefined;
  return (
    <Layout currentPath={path} flow={route.flow} switcherSlug={slug}>
      <SessionGate routeKey={route.key} path={path} journey={route.flow === 'application'} />
      <ErrorBoundary resetKey={path}>
        <ScreenGate>
          <RouteView key={route.key} route={route} params={params} />
        </ScreenGate>
      </ErrorBoundary>
    </Layout>
  );
}
