import { ErrorBoundary } from './ErrorBoundary';
import { Layout } from './layout/Layout';
import { RouteView } from './RouteView';
import { useCurrentRoute } from './useCurrentRoute';

/** The application: one layout around the page of the current route. */
export function App() {
  const { route, params, path } = useCurrentRoute();
  const slug = route.bankingSwitcher ? ((route.props?.slug as string | undefined) ?? params.accountType) : undefined;
  return (
    <Layout currentPath={path} flow={route.flow} switcherSlug={slug}>
      <ErrorBoundary resetKey={path}>
        <RouteView key={route.key} route={route} params={params} />
      </ErrorBoundary>
    </Layout>
  );
}
