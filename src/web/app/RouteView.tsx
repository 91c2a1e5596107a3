import { Suspense } from 'react';
import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { accountBySlug } from './rules';
import { notFoundRoute, pathOf, type RouteDef } from './routes';
import { useRouteConfig } from '../api/config';
import { accountChoiceAtom } from './state/application';

function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Center py="16" role="status">
      <Spinner size="lg" color="brand.600" aria-hidden="true" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}

/** Applies the route's guard, then renders its lazily loaded page. */
export function RouteView({ route, params }: { route: RouteDef; params: Record<string, string | undefined> }) {
  const choice = useAtomValue(accountChoiceAtom);
  const comparison = pathOf('accountsComparison');
  if (route.guard === 'accountType' && !accountBySlug(params.accountType)) return <Redirect to={comparison} replace />;
  if (route.guard === 'accountChoice' && !choice) return <Redirect to={comparison} replace />;
  if (route.guard === 'studio') return <StudioGate route={route} params={params} />;
  const Page = route.page;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page {...route.props} params={params} />
    </Suspense>
  );
}

/** The analyst studio exists only where the server says it is enabled (not in production by default). */
function StudioGate({ route, params }: { route: RouteDef; params: Record<string, string | undefined> }) {
  const { config } = useRouteConfig();
  if (!config) return <PageLoading />;
  const Page = config.studioEnabled === true ? route.page : notFoundRoute.page;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page {...route.props} params={params} />
    </Suspense>
  );
}
